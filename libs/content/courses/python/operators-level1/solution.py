from player import *

steps = 2 * 2
move_forward(steps)
push()
move_forward(1)
turn_right()
move_forward(steps)
push()
move_forward(1)
turn_left()
move_forward(steps - 2)
