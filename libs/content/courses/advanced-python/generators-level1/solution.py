from player import *


def route():
    yield 7
    yield 9
    yield 6
    yield 7
    yield 4
    yield 5


for steps in route():
    move_forward(steps)
    turn_right()
