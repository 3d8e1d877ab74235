# Wrong on purpose (the content check runs it): forgets to make steps bigger.
# expect: collect.object.position
from player import *

steps = 2
move_forward(steps)
collect("star")
turn_right()
move_forward(steps)
collect("star")
