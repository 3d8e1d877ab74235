# Wrong on purpose (the content check runs it): puts the apples on the lemon stall.
# expect: place.string
from player import *

move_forward(1)
collect("apple")
move_forward(1)
collect("apple")
move_forward(1)
turn_right()
place({"apple": 2}, "apple")
