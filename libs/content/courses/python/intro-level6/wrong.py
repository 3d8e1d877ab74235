# Wrong on purpose (the content check runs it): forgets the last steps = steps + 1.
# expect: incomplete
from player import *

steps = 3
move_forward(1)
turn_right()
move_forward(2)
turn_left()
move_forward(3)
turn_right()
move_forward(3)
