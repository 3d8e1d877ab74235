from player import *


def collecting(action):
    def wrapper(*args):
        action(*args)
        collect("coin")

    return wrapper


@collecting
def walk(steps):
    move_forward(steps)


walk(3)
walk(2)
turn_right()
walk(4)
walk(3)
turn_left()
walk(2)
turn_left()
walk(3)
turn_right()
walk(3)
move_forward(2)
