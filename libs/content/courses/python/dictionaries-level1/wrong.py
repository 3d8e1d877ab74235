# Wrong on purpose (the content check runs it): plants with a count that does not match the bag.
# expect: plant.number
from player import *

move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
turn_right()
plant({"carrot": 2}, "carrot")
