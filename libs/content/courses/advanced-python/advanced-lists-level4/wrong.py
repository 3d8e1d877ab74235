# Wrong on purpose (the content check runs it): enumerate counts from 0 without start=1, so no apple is picked up.
# expect: place.collect
from player import *

stall = ["apple", "lemon", "cherries"]
turn_right()
for count, fruit in enumerate(stall):
    move_forward()
    for i in range(count):
        collect(fruit)
turn_left()
move_forward(2)
turn_left()
for count, fruit in enumerate(stall):
    turn_right()
    place(fruit, count)
    turn_left()
    move_forward()
move_forward()
