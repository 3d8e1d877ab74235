from player import *

lefts = 0
for i in range(5):
    move_forward(4)
    sign = read()
    if sign == "left":
        turn_left()
        lefts = lefts + 1
    else:
        turn_right()
move_forward(4)
