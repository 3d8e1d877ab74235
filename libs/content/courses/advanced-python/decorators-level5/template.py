from player import *


def numbered(action):
    def wrapper():
        action(1)

    return wrapper


@numbered
def deliver(number):
    write("Parcel " + str(number))


turn_right()
move_forward(3)
deliver()
move_forward(4)
deliver()
turn_left()
move_forward(4)
deliver()
turn_right()
move_forward(4)
deliver()
move_forward(2)
