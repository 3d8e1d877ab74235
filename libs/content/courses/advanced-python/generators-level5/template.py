from player import *

walks = (2 * n + 1 for n in range(2))
for steps in walks:
    move_forward(steps)
    turn_right()
