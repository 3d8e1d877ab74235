from player import *

steps = 2
move_forward(steps)
collect("star")
turn_right()
steps = steps + 1
