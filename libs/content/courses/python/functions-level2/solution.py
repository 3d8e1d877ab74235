from player import *


def post(message):
    turn_right()
    display(message)
    turn_left()


move_forward(2)
post("Apples for sale")
move_forward(3)
post("Lost: one carrot")
move_forward(2)
