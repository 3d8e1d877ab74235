from player import *
from functools import wraps

log = []


def logged(action):
    @wraps(action)
    def wrapper(*args):
        log.append(action.__name__)
        action(*args)

    return wrapper


def repeat(times):
    def decorate(action):
        @wraps(action)
        def wrapper(*args):
            for i in range(times):
                action(*args)

        return wrapper

    return decorate


@logged
@repeat(4)
def climb():
    move_forward(2)
    turn_right()
    move_forward(2)
    turn_left()


@logged
def grab():
    collect("gem_red")


@logged
def turn_to_hall():
    turn_right()


@logged
@repeat(2)
def wind():
    move_forward(2)
    turn_left()
    move_forward(2)
    turn_right()


@logged
def enter():
    open("door")
    move_forward(3)


climb()
grab()
turn_to_hall()
wind()
enter()
