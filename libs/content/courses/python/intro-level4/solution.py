from player import *

steps = 3
move_forward(steps)
turn_right()
move_forward(steps)
turn_left()
move_forward(steps)
turn_right()
move_forward(steps)
