# Wrong on purpose (the content check runs it): turns after every coin instead of every side, onto the ice.
# expect: move.wall
from player import *

for side in range(4):
    for step in range(8):
        move_forward(1)
        collect("coin")
        turn_right()
