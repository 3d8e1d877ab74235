# Wrong on purpose (the content check runs it): the banana is 3 steps after the apple, not 2.
# expect: collect.object.position
from player import *

def stops():
    yield 2, "apple"
    yield 2, "banana"
    yield 2, "lemon"
    yield 4, "cherries"
    yield 3, "strawberry"


turn_right()
for steps, fruit in stops():
    move_forward(steps)
    collect(fruit)
move_forward(3)
