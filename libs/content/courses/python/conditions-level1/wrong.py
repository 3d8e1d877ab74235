# Wrong on purpose (the content check runs it): answers No, so the gate stays closed.
# expect: move.wall
# answers: no
from player import *

move_forward(3)
question("Is the gate closed?")
move_forward(2)
