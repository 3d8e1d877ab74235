from player import *


def visit(steps):
    move_forward(steps)
    turn_left()
    # open the box, take the egg, turn back


move_forward(3)
turn_right()
