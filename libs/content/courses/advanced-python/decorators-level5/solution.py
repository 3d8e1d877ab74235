from player import *


def numbered(action):
    count = 0

    def wrapper():
        nonlocal count
        count = count + 1
        action(count)

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
