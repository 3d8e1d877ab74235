from player import *

steps = [3, 4, 2, 5, 3]
fruits = ["apple", "banana", "lemon", "grape", "cherries"]
turn_right()
