from player import *

# The level gives you a dictionary called order:
# order = {"apple": 2, "lemon": 3, "grape": 1}
move_forward(2)
turn_right()
for fruit in order:
    move_forward(5)
    turn_left()
    for i in range(order[fruit]):
        move_forward(1)
        collect(fruit)
    turn_left()
    turn_left()
    move_forward(order[fruit])
    turn_left()
move_forward(3)
turn_left()
for fruit in order:
    place(order, fruit)
turn_right()
move_forward(2)
