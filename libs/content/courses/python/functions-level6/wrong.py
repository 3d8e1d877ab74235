# Wrong on purpose: treats every stop as a plant.
# expect: water.position
from player import *


def water_plant():
    turn_left()
    water("tray")
    turn_right()


def visit(steps):
    move_forward(steps)
    water_plant()


move_forward(1)
collect("canteen")
move_forward(3)
turn_right()
visit(2)
visit(3)
