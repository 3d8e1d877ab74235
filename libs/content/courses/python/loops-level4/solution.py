from player import *

for i in range(7):
    move_forward(1)
    turn_right()
    move_forward(1)
    collect("gem_red")
    turn_left()
