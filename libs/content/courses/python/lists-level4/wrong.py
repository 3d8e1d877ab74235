# Wrong on purpose (the content check runs it): places before turning to face the tray.
# expect: place.position
from player import *

stock = ["apple", "lemon", "carrot", "egg"]
for item in stock:
    move_forward(2)
    collect(item)
turn_right()
for item in stock:
    move_forward(3)
    place(item)
