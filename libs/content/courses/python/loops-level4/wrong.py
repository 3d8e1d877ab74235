# Wrong on purpose (the content check runs it): turns left first, into the rocks.
# expect: move.wall
from player import *

for i in range(7):
    move_forward(1)
    turn_left()
    move_forward(1)
    collect("gem_red")
    turn_right()
