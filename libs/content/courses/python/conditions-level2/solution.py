from player import *

move_forward(3)
sign = read()
if sign == "left":
    turn_left()
else:
    turn_right()
move_forward(2)
open("chest")
