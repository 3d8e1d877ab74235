from player import *


def visit(steps):
    move_forward(steps)
    turn_left()
    # open the box, take the egg, turn back
    open("chest")
    collect("egg")
    turn_right()


move_forward(3)
turn_right()
visit(3)
visit(4)
visit(2)
visit(5)
move_forward(3)
turn_left()
place("egg")
turn_right()
move_forward(2)
