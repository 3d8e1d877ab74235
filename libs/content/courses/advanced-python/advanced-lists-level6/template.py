from player import *

# field is given: a list of 6 rows, each a list of 12 cells; 1 means a coin lies there
print(field[0])
turn_right()
for cell in field[0]:
    move_forward()
    if cell == 1:
        collect("coin")
