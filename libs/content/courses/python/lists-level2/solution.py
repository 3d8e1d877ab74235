from player import *

fruits = ["apple", "banana", "cherries", "lemon", "strawberry", "grape"]
turn_right()
for fruit in fruits:
    move_forward(2)
    collect(fruit)
