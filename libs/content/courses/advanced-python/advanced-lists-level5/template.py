from player import *

# row is given: what lies on each tile ahead, in order
for thing in row:
    move_forward()
    collect(thing)
basket = {"carrot": 0, "flower": 0}
