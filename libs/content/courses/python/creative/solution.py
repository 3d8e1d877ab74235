from player import *

move_forward(2)
collect("star")
move_forward(2)
turn_right()
move_forward(3)
collect("star")
move_forward(2)
turn_right()
move_forward(2)
collect("star")
move_forward(2)
