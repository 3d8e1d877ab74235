# Wrong on purpose (the content check runs it): walks on into the pond.
# expect: move.wall
from player import *

move_forward(8)
turn_right()
move_forward(4)
