from player import *

carrots = 0
move_forward(1)
collect("canteen")
move_forward(1)
turn_right()
