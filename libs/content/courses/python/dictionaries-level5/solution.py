from player import *

# The level gives you the list of things on the trail:
# trail = ["mushroom", "apple", "mushroom", "strawberry", "apple", "mushroom", "strawberry", "mushroom"]
basket = {}
for item in trail:
    move_forward(1)
    collect(item)
    if item in basket:
        basket[item] = basket[item] + 1
    else:
        basket[item] = 1
move_forward(1)
turn_right()
for kind in basket:
    move_forward(2)
    turn_left()
    place(basket, kind)
    turn_right()
move_forward(4)
