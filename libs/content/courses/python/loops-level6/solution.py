from player import *

turn_right()
for pair in range(2):
    for i in range(10):
        move_forward(1)
        collect("carrot")
    turn_left()
    move_forward(2)
    turn_left()
    for i in range(10):
        move_forward(1)
        collect("carrot")
    turn_right()
    move_forward(2)
    turn_right()
