# Wrong on purpose: puts everything in one cart, so the market gets the castle's fruit too.
# expect: place.string
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


cart = Cart()
cart.harvest("carrot", 3)
turn_right()
cart.harvest("strawberry", 4)
turn_left()
cart.harvest("apple", 3)
turn_right()
move_forward(4)
turn_left()
cart.deliver()
