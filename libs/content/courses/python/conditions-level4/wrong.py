# Wrong on purpose: reads the signs but always turns left, into a dead end.
# expect: move.wall
from player import *

lefts = 0
for i in range(5):
    move_forward(4)
    sign = read()
    turn_left()
move_forward(4)
