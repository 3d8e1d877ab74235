from player import *


def water_tray():
    move_forward(2)
    collect("canteen")
    turn_left()
    water("tray")
    turn_right()


water_tray()
water_tray()
water_tray()
move_forward(1)
