# Wrong on purpose: goes into every storeroom, also the cherry room the recipe does not need.
# expect: open.position
from player import *

move_forward(4)
turn_right()
for food in rooms:
    move_forward(5)
    turn_left()
    open("door")
    move_forward(1)
    for i in range(2):
        move_forward(1)
        collect(food)
    turn_left()
    turn_left()
    move_forward(3)
    turn_left()
