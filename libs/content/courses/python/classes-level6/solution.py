from player import *


class Cart:
    def __init__(self):
        self.load = {}

    def harvest(self, crop, n):
        for i in range(n):
            move_forward(1)
            collect(crop)
        self.load[crop] = n

    def deliver(self):
        for crop in self.load:
            place(self.load, crop)


market = Cart()
castle = Cart()
market.harvest("carrot", 3)
turn_right()
castle.harvest("strawberry", 4)
turn_left()
castle.harvest("apple", 3)
turn_right()
move_forward(4)
turn_left()
market.deliver()
turn_right()
move_forward(6)
open("gate")
move_forward(4)
turn_left()
feast = castle.load
castle.deliver()
turn_right()
move_forward(3)
