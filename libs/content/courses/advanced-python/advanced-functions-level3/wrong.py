# Wrong on purpose (the content check runs it): stock forgets to face the trays.
# expect: place.position
from player import *

def stock(**goods):
    for name in goods:
        place(goods, name)
        move_forward()


turn_right()
for fruit in ["apple", "apple", "apple", "lemon", "lemon", "strawberry"]:
    move_forward()
    collect(fruit)
turn_left()
move_forward(2)
turn_left()
stock(apple=3, lemon=2, strawberry=1)
move_forward()
