# Wrong on purpose (the content check runs it): Water does not turn to face the crop.
# expect: water.position
from player import *


class Chore:
    def __init__(self, steps):
        self.steps = steps

    def do(self):
        pass


class Fetch(Chore):
    def do(self):
        collect("canteen")


class Water(Chore):
    def do(self):
        water("crop")


class Push(Chore):
    def do(self):
        push()
        move_forward()
        turn_left()


class Gate(Chore):
    def do(self):
        open("gate")
        move_forward(2)
        turn_left()
        turn_left()
        close("gate")
        turn_left()
        turn_left()


chores = [Fetch(2), Water(3), Water(2), Water(3), Push(3), Gate(3)]
turn_right()
for chore in chores:
    move_forward(chore.steps)
    chore.do()
move_forward(3)
