# Wrong on purpose (the content check runs it): counts only one apple.
# expect: compare
from player import *

fruit = "apple"
apples = 1
move_forward(2)
collect("apple")
move_forward(2)
collect("apple")
turn_left()
move_forward(4)
