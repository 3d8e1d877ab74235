from player import *

steps = list(map(lambda n: n // 2, code))
for n in steps:
    move_forward(n)
    turn_right()
good = list(filter(lambda food: food != "mushroom", blanket))
collect(good)
move_forward(2)
