# Wrong on purpose (the content check runs it): the loop runs 11 times, one mushroom is left.
# expect: incomplete
from player import *

move_forward(3)
turn_right()
for i in range(11):
    move_forward(1)
    collect("mushroom")
