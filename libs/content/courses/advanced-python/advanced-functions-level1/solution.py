from player import *


def grab(item="coin", steps=2):
    move_forward(steps)
    collect(item)


turn_right()
grab()
grab()
grab("star")
grab()
grab(steps=3)
grab("heart")
move_forward(3)
