from player import *


def water_plant():
    turn_left()
    water("tray")
    turn_right()


def open_chest():
    turn_right()
    open("chest")
    collect("gem")
    turn_left()


def visit(steps, kind):
    move_forward(steps)
    if kind == "plant":
        water_plant()
    else:
        open_chest()


move_forward(1)
collect("canteen")
move_forward(3)
turn_right()
visit(2, "plant")
visit(3, "chest")
visit(2, "plant")
visit(2, "chest")
visit(3, "plant")
visit(2, "chest")
visit(3, "plant")
visit(2, "chest")
move_forward(3)
