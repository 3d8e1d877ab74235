from player import *

# code is given: [8, 12, 4], every number is twice the real walk
# blanket is given: ["apple", "mushroom", "lemon", "mushroom", "cherries"]
steps = list(map(lambda n: n, code))
for n in steps:
    move_forward(n)
    turn_right()
