from player import *


def cross_river():
    # collect 4 logs, build the bridge, walk over it
    for i in range(4):
        move_forward(1)
        collect("log")
    build("bridge")
    move_forward(2)


cross_river()
turn_right()
cross_river()
turn_left()
cross_river()
turn_right()
move_forward(4)
