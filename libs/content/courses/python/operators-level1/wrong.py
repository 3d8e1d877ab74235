# Wrong on purpose (the content check runs it): walks into the rock.
# expect: move.wall
from player import *

move_forward(5)
