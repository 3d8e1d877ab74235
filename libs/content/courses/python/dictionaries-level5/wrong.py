# Wrong on purpose: sets every count to 1 instead of adding 1, so the numbers are too small.
# expect: place.number
from player import *

basket = {}
for item in trail:
    move_forward(1)
    collect(item)
    basket[item] = 1
move_forward(1)
turn_right()
for kind in basket:
    move_forward(2)
    turn_left()
    place(basket, kind)
    turn_right()
move_forward(4)
