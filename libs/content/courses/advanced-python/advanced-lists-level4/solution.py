from player import *

stall = ["apple", "lemon", "cherries"]
turn_right()
for count, fruit in enumerate(stall, start=1):
    move_forward()
    for i in range(count):
        collect(fruit)
turn_left()
move_forward(2)
turn_left()
for count, fruit in enumerate(stall, start=1):
    turn_right()
    place(fruit, count)
    turn_left()
    move_forward()
move_forward()
