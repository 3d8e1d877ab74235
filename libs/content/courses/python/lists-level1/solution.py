from player import *

ingredients = ["grape", "empty_jar"]
for item in ingredients:
    move_forward(2)
    collect(item)
turn_right()
move_forward(2)
combine(ingredients)
move_forward(3)
