# Wrong on purpose (the content check runs it): stops the loop one coin early.
# expect: incomplete
from player import *

coins = 4
move_forward(4)
turn_right()
move_forward(1)
collect("coin")
move_forward(1)
collect("coin")
move_forward(1)
collect("coin")
move_forward(1)
collect("coin")
