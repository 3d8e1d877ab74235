from player import *

total = sum([cell for row in field for cell in row])
turn_right()
for y, row in enumerate(field):
    if y % 2 == 1:
        row = row[::-1]
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
