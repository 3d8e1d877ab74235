from player import *

# The level gives you:
# recipe = {"egg": 3, "apple": 2, "grape": 2}
# rooms = ["egg", "apple", "cherries", "grape"]
move_forward(4)
turn_right()
for food in rooms:
    move_forward(5)
    if food in recipe:
        turn_left()
        open("door")
        move_forward(1)
        for i in range(recipe[food]):
            move_forward(1)
            collect(food)
        turn_left()
        turn_left()
        move_forward(recipe[food] + 1)
        turn_left()
move_forward(2)
turn_left()
for food in recipe:
    place(recipe, food)
turn_right()
move_forward(2)
