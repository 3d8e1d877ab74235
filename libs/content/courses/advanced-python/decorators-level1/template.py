from player import *


def twice(action):
    def wrapper():
        action()
        action()

    return wrapper


@twice
def hop():
    move_forward()


hop()
# spin() should turn Rabbit right around: make it with @twice and turn_right()
