from player import *

for thing in row:
    move_forward()
    collect(thing)
basket = {name: row.count(name) for name in row}
move_forward()
turn_right()
plant(basket, "carrot")
turn_left()
move_forward(2)
turn_right()
plant(basket, "flower")
turn_left()
move_forward(2)
