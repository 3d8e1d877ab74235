from player import *

awake = 0
turn_left()
turn_left()
move_forward(4)
