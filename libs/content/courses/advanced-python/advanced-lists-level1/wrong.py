# Wrong on purpose (the content check runs it): three tiles per big step instead of two.
# expect: move.wall
from player import *

walks = [step * 3 for step in plan]
for steps in walks:
    move_forward(steps)
    turn_right()
