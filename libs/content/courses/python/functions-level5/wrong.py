# Wrong on purpose: calls pick_row for the last row but does not add its answer to total.
# expect: place.number
from player import *


def pick_row(n):
    picked = 0
    for i in range(n):
        move_forward(1)
        collect("apple")
        picked = picked + 1
    return picked


total = 0
total = total + pick_row(3)
turn_right()
total = total + pick_row(4)
turn_left()
total = total + pick_row(2)
turn_right()
pick_row(5)
move_forward(3)
turn_left()
place("apple", total)
