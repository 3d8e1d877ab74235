# Wrong on purpose (the content check runs it): starts counting at 1, so it skips the first walk.
# expect: collect.object.position
from player import *

steps = [3, 4, 2, 5, 3]
fruits = ["apple", "banana", "lemon", "grape", "cherries"]
turn_right()
for i in range(1, len(fruits)):
    move_forward(steps[i])
    collect(fruits[i])
