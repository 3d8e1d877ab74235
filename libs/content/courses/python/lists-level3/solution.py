from player import *

walks = [10, 8, 8, 6, 6, 4, 4, 2]
for steps in walks:
    move_forward(steps)
    turn_right()
open("chest")
