from player import *

fruits = ["apple", "banana"]
turn_right()
