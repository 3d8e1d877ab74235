from player import *

ingredients = ["grape", "jar"]
for item in ingredients:
    move_forward(2)
    collect(item)
turn_right()
move_forward(3)
combine(ingredients)
move_forward(2)
