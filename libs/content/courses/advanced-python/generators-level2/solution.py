from player import *


def spiral():
    length = 2
    while length <= 8:
        yield length
        yield length
        length = length + 2


for steps in spiral():
    move_forward(steps)
    turn_right()
