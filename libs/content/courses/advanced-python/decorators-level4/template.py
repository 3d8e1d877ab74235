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


climb()
# make side() with @repeat(4): walk 3, collect the coin, turn right
