from player import *


def twice(action):
    def wrapper():
        action()
        action()

    return wrapper


@twice
def hop():
    move_forward()


@twice
def spin():
    turn_right()


hop()
hop()
hop()
collect("gem_blue")
spin()
hop()
turn_left()
hop()
hop()
