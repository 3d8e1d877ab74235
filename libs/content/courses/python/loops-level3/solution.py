from player import *

move_forward(3)
turn_right()
for i in range(12):
    move_forward(1)
    collect("mushroom")
