# Wrong on purpose (the content check runs it): grab() uses the default "coin" where the star lies.
# expect: collect.object.data
from player import *

def grab(item="coin", steps=2):
    move_forward(steps)
    collect(item)


turn_right()
grab()
grab()
grab()
grab()
grab(steps=3)
grab("heart")
move_forward(3)
