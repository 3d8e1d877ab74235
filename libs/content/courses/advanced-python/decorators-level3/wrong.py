# Wrong on purpose (the content check runs it): walk is not decorated, so no coin is collected.
# expect: incomplete
from player import *

def collecting(action):
    def wrapper(*args):
        action(*args)
        collect("coin")

    return wrapper


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
