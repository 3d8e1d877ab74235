# Wrong on purpose (the content check runs it): turns right without reading the sign.
# expect: open.position
from player import *

move_forward(3)
turn_right()
move_forward(2)
open("chest")
