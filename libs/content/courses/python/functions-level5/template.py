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
