# Wrong on purpose (the content check runs it): starts counting at 1, so it skips the first walk.
# expect: collect.object.position
from player import *

steps = [3, 4, 2, 5, 3]
treats = ["cake", "donut", "cherries", "star", "heart"]
turn_right()
for i in range(1, len(treats)):
    move_forward(steps[i])
    collect(treats[i])
