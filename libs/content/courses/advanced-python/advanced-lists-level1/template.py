from player import *

# plan is given: [1, 3, 2, 4, 2], measured in big steps of 2 tiles
walks = [step for step in plan]
for steps in walks:
    move_forward(steps)
    turn_right()
