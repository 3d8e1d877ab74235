from player import *

for steps in route:
    move_forward(steps)
    turn_right()
collect("gem_red")
turn_right()
back = route[::-1]
for steps in back:
    move_forward(steps)
    turn_left()
