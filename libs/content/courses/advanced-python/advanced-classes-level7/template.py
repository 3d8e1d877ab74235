from player import *


class Chore:
    def __init__(self, steps):
        self.steps = steps

    def do(self):
        pass


class Fetch(Chore):
    def do(self):
        collect("canteen")


chores = [Fetch(2)]
turn_right()
for chore in chores:
    move_forward(chore.steps)
    chore.do()
# add Water, Push and Gate chores, then walk 3 steps from the gate to the flag
