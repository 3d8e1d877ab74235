from player import *

move_forward(3)
turn_right()
move_forward(4)
turn_right()
move_forward(3)
