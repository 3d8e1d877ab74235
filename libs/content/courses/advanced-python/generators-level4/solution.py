from player import *


def letters():
    n = 1
    while True:
        yield "Letter " + str(n)
        n = n + 1


post = letters()
turn_right()
for i in range(4):
    move_forward(3)
    write(next(post))
move_forward(2)
turn_left()
move_forward(3)
