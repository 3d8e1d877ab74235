# Wrong on purpose (the content check runs it): the last two walks are swapped, so Rabbit walks into a bush.
# expect: move.wall
from player import *

def route():
    yield 7
    yield 9
    yield 6
    yield 7
    yield 5
    yield 4


for steps in route():
    move_forward(steps)
    turn_right()
