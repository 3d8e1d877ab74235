# Wrong on purpose (the content check runs it): the way back is not reversed.
# expect: move.wall
from player import *

for steps in route:
    move_forward(steps)
    turn_right()
collect("gem_red")
turn_right()
back = route
for steps in back:
    move_forward(steps)
    turn_left()
