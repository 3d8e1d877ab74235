# Wrong on purpose (the content check runs it): the wrapper logs "walk" for every move, turns too.
# expect: compare
from player import *

log = []


def logged(action):
    def wrapper(*args):
        log.append("walk")
        action(*args)

    return wrapper


@logged
def walk(steps):
    move_forward(steps)


@logged
def left():
    turn_left()


@logged
def right():
    turn_right()


walk(3)
left()
walk(1)
right()
walk(4)
right()
walk(5)
right()
walk(2)
