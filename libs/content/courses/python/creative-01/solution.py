from player import *

move_forward(8)
turn_right()
move_forward(3)
