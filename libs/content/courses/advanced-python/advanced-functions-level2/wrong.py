# Wrong on purpose (the content check runs it): pick collects before stepping, where no fruit lies.
# expect: collect.object.position
from player import *

def pick(*fruits):
    for fruit in fruits:
        collect(fruit)
        move_forward()


pick("apple", "apple", "lemon", "apple")
turn_right()
move_forward(2)
turn_right()
pick("grape", "grape", "cherries", "grape", "grape", "lemon")
turn_left()
move_forward(2)
turn_left()
pick("strawberry", "apple", "cherries", "strawberry", "apple")
move_forward(2)
