from player import *

log = []


def logged(action):
    def wrapper(*args):
        log.append(action.__name__)
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
