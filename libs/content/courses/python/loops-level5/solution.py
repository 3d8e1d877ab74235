from player import *

for side in range(4):
    for step in range(8):
        move_forward(1)
        collect("coin")
    turn_right()
