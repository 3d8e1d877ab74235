# Wrong on purpose (the content check runs it): odd rows are not reversed, so Rabbit looks for coins in the wrong cells.
# expect: collect.object.position
from player import *

total = sum([cell for row in field for cell in row])
turn_right()
for y, row in enumerate(field):
    for cell in row:
        move_forward()
        if cell == 1:
            collect("coin")
    move_forward()
    if y % 2 == 0:
        turn_left()
        move_forward()
        turn_left()
    else:
        turn_right()
        move_forward()
        turn_right()
