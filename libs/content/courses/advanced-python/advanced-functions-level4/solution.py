from player import *

nearest = min(trail, key=lambda pair: pair[1])[0]
turn_right()
here = 0
for fruit, spot in sorted(trail, key=lambda pair: pair[1]):
    move_forward(spot - here)
    collect(fruit)
    here = spot
move_forward(16 - here)
