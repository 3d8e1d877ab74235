# Wrong on purpose (the content check runs it): turns the wrong way.
# expect: move.wall
from player import *

move_forward(3)
turn_left()
move_forward(2)
