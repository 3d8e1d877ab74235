# Wrong on purpose (the content check runs it): walks past the flag.
# expect: move.wall
from player import *

move_forward(5)
