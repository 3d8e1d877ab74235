from player import *


def pick(*fruits):
    for fruit in fruits:
        move_forward()
        collect(fruit)


pick("apple", "apple", "lemon", "apple")
turn_right()
move_forward(2)
turn_right()
pick("grape", "grape", "cherries", "grape", "grape", "lemon")
turn_left()
move_forward(2)
turn_left()
pick("strawberry", "apple", "cherries", "strawberry", "apple")
move_forward(2)
