from player import *

stall = ["apple", "lemon", "cherries"]
turn_right()
for fruit in stall:
    move_forward()
    collect(fruit)
