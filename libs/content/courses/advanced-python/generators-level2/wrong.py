# Wrong on purpose (the content check runs it): each length is yielded once, so the second walk is too long.
# expect: move.wall
from player import *

def spiral():
    length = 2
    while length <= 8:
        yield length
        length = length + 2


for steps in spiral():
    move_forward(steps)
    turn_right()
