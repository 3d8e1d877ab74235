from player import *

up = 2
right = 3
move_forward(3)
collect("carrot")
move_forward(1)
collect("carrot")
turn_right()
move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
move_forward(1)
total = up + right
speak(total)
