from player import *


def spiral():
    length = 2
    yield length
    # make this a while loop: while length <= 8, yield it twice, then make it 2 longer


for steps in spiral():
    move_forward(steps)
    turn_right()
