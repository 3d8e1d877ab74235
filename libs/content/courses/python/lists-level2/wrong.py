# Wrong on purpose (the content check runs it): the list is in the wrong order.
# expect: collect.object.data
from player import *

fruits = ["banana", "apple", "cherries", "lemon", "strawberry", "grape"]
turn_right()
for fruit in fruits:
    move_forward(2)
    collect(fruit)
