# Wrong on purpose: crosses the first river, then forgets to turn.
# expect: move.wall
from player import *


def cross_river():
    for i in range(4):
        move_forward(1)
        collect("log")
    build("bridge")
    move_forward(2)


cross_river()
cross_river()
