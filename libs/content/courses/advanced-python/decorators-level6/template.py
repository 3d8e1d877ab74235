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


climb()
# grab the gem, turn to the hall, wind up the small stairs twice, then open the door and enter
