from player import *

fruit = "apple"
apples = 0
move_forward(2)
collect(fruit)
apples = apples + 1
move_forward(2)
collect(fruit)
apples = apples + 1
turn_left()
move_forward(4)
