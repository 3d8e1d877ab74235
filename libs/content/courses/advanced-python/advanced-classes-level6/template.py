from player import *


class Guard:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps


guards = [Guard("Olaf", 11), Guard("Ivy", 3), Guard("Bram", 7)]
print(guards[0].name, guards[0].steps)
turn_right()
# greet every guard, nearest first, then open the door 15 steps from the start
