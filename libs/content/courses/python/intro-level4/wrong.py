# Wrong on purpose (the content check runs it): walks 4 steps at the end instead of steps.
# expect: move.wall
from player import *

steps = 3
move_forward(steps)
turn_right()
move_forward(steps)
turn_left()
move_forward(steps)
turn_right()
move_forward(4)
