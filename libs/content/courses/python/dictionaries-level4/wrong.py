# Wrong on purpose: picks up every fruit in the alleys instead of what the order asks for.
# expect: place.number
from player import *

move_forward(2)
turn_right()
for fruit in order:
    move_forward(5)
    turn_left()
    for i in range(3):
        move_forward(1)
        collect(fruit)
    turn_left()
    turn_left()
    move_forward(3)
    turn_left()
move_forward(3)
turn_left()
for fruit in order:
    place(order, fruit)
