from player import *

basket = {"carrot": 0, "strawberry": 0, "flower": 0}
for item in ["carrot", "strawberry", "carrot", "flower", "strawberry", "carrot"]:
    move_forward(1)
    collect(item)
    basket[item] = basket[item] + 1
move_forward(1)
turn_right()
for kind in basket:
    move_forward(3)
    turn_left()
    plant(basket, kind)
    turn_right()
move_forward(3)
