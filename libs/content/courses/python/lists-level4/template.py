from player import *

stock = ["apple", "lemon", "carrot", "egg"]
for item in stock:
    move_forward(2)
    collect(item)
turn_right()
