# Wrong on purpose (the content check runs it): one walk of the list is one step too long.
# expect: move.wall
from player import *

walks = [10, 8, 9, 6, 6, 4, 4, 2]
for steps in walks:
    move_forward(steps)
    turn_right()
open("chest")
