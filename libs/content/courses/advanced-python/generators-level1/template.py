from player import *


def route():
    yield 7
    # yield the other five walks here


for steps in route():
    move_forward(steps)
    turn_right()
