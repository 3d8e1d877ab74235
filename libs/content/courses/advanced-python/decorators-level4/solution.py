from player import *


def repeat(times):
    def decorate(action):
        def wrapper():
            for i in range(times):
                action()

        return wrapper

    return decorate


@repeat(3)
def climb():
    move_forward()
    turn_right()
    move_forward()
    turn_left()


@repeat(4)
def side():
    move_forward(3)
    collect("coin")
    turn_right()


climb()
side()
turn_left()
move_forward(3)
