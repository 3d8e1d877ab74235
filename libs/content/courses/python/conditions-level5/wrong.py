# Wrong on purpose: waters every plant without reading it first.
# expect: water.position
from player import *

carrots = 0
move_forward(1)
collect("canteen")
move_forward(1)
turn_right()
for i in range(6):
    move_forward(2)
    turn_left()
    water("tray")
    turn_right()
move_forward(3)
