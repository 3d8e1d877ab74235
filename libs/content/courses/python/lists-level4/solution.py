from player import *

stock = ["apple", "lemon", "carrot", "egg"]
for item in stock:
    move_forward(2)
    collect(item)
turn_right()
for item in stock:
    move_forward(3)
    turn_left()
    place(item)
    turn_right()
