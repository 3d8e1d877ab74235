# Wrong on purpose (the content check runs it): the wrapper always passes 1.
# expect: write.wrongMessage
from player import *

def numbered(action):
    count = 0

    def wrapper():
        nonlocal count
        count = count + 1
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
