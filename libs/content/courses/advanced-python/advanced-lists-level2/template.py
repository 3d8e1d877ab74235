from player import *

# route is given: [3, 4, 5, 5], with a right turn after every walk
for steps in route:
    move_forward(steps)
    turn_right()
collect("gem_red")
turn_right()
back = route
