from player import *

# trail is given: [["lemon", 9], ["apple", 3], ["cherries", 6], ["banana", 13]]
# each pair is a fruit and how many steps from the start it lies
print(trail)

turn_right()
here = 0
for fruit, spot in trail:
    move_forward(spot - here)
    collect(fruit)
    here = spot
move_forward(16 - here)
