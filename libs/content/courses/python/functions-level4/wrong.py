# Wrong on purpose: walks 3 steps to every box, but the boxes are not 3 steps apart.
# expect: open.position
from player import *


def visit(steps):
    move_forward(steps)
    turn_left()
    open("chest")
    collect("egg")
    turn_right()


move_forward(3)
turn_right()
visit(3)
visit(3)
visit(3)
visit(3)
