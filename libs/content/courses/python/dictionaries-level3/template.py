from player import *

basket = {"carrot": 0, "strawberry": 0, "flower": 0}
for item in ["carrot", "strawberry", "carrot", "flower", "strawberry", "carrot"]:
    move_forward(1)
