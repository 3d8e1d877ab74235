# Wrong on purpose (the content check runs it): spin is not decorated, so it turns only once and Rabbit walks into a tree.
# expect: move.wall
from player import *

def twice(action):
    def wrapper():
        action()
        action()

    return wrapper


@twice
def hop():
    move_forward()


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
