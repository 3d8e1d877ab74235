from player import *

move_forward(2)
collect("apple")
move_forward(2)
collect("apple")
turn_right()
move_forward(3)
