# Wrong on purpose (the content check runs it): reaches the flag with only one star.
# expect: incomplete
from player import *

move_forward(2)
collect("star")
move_forward(2)
turn_right()
move_forward(5)
turn_right()
move_forward(4)
