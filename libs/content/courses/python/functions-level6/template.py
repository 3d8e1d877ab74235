from player import *


def water_plant():
    turn_left()
    water("tray")
    turn_right()


def open_chest():
    # turn to the chest, open it, take the gem, turn back
    pass


def visit(steps, kind):
    move_forward(steps)
    # water_plant() or open_chest(), depending on kind


move_forward(1)
collect("canteen")
move_forward(3)
turn_right()
visit(2, "plant")
