from player import *

steps = 1
move_forward(steps)
turn_right()
steps = steps + 1
move_forward(steps)
turn_left()
steps = steps + 1
move_forward(steps)
turn_right()
steps = steps + 1
move_forward(steps)
