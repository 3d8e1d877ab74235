# Wrong on purpose (the content check runs it): the basket still says 0 carrots.
# expect: plant.number
from player import *

for thing in row:
    move_forward()
    collect(thing)
basket = {"carrot": 0, "flower": 0}
move_forward()
turn_right()
plant(basket, "carrot")
turn_left()
move_forward(2)
turn_right()
plant(basket, "flower")
turn_left()
move_forward(2)
