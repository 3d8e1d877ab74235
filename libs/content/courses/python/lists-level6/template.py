from player import *

steps = [3, 4, 2, 5, 3]
treats = ["cake", "donut", "cherries", "star", "heart"]
turn_right()
