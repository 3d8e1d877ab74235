from player import *


class Stop:
    def __init__(self, steps):
        self.steps = steps

    def act(self):
        pass


class Coin(Stop):
    def act(self):
        collect("coin")


class Gate(Stop):
    pass


trip = [Coin(2), Gate(2), Coin(3), Gate(1), Coin(2)]
turn_right()
for stop in trip:
    move_forward(stop.steps)
    stop.act()
move_forward(3)
