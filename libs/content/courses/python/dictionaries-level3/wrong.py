# Wrong on purpose: collects everything but never counts, so the dictionary still says 0 carrots.
# expect: plant.number
from player import *

basket = {"carrot": 0, "strawberry": 0, "flower": 0}
for item in ["carrot", "strawberry", "carrot", "flower", "strawberry", "carrot"]:
    move_forward(1)
    collect(item)
move_forward(1)
turn_right()
for kind in basket:
    move_forward(3)
    turn_left()
    plant(basket, kind)
    turn_right()
move_forward(3)
