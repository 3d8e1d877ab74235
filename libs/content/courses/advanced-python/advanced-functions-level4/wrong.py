# Wrong on purpose (the content check runs it): the trail is walked unsorted, so after the lemon the walk back is negative.
# expect: move.steps
from player import *

nearest = min(trail, key=lambda pair: pair[1])[0]
turn_right()
here = 0
for fruit, spot in trail:
    move_forward(spot - here)
    collect(fruit)
    here = spot
move_forward(16 - here)
