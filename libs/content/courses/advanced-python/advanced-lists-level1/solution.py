from player import *

walks = [step * 2 for step in plan]
for steps in walks:
    move_forward(steps)
    turn_right()
