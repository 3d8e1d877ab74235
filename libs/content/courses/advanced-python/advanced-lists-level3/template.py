from player import *

# steps is given: [3, 4, 2, 5]
# names is given: ["Ann", "Ben", "Cleo", "Dan"]
turn_right()
for walk in steps:
    move_forward(walk)
