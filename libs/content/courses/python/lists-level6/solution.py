from player import *

steps = [3, 4, 2, 5, 3]
treats = ["cake", "donut", "cherries", "star", "heart"]
turn_right()
for i in range(len(treats)):
    move_forward(steps[i])
    collect(treats[i])
move_forward(2)
turn_left()
for treat in treats:
    place(treat)
