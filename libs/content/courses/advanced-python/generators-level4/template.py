from player import *


def letters():
    n = 1
    while True:
        yield "Letter " + str(n)
        n = n + 1


post = letters()
turn_right()
move_forward(3)
write(next(post))
# walk to the other three X marks and write the next letter on each, then go to the flag
