# Wrong on purpose: add() collects but never counts, so unpack has nothing to put down.
# expect: incomplete
from player import *


class Basket:
    def __init__(self):
        self.items = {}

    def add(self, item):
        collect(item)

    def unpack(self):
        for kind in self.items:
            place(self.items, kind)


basket = Basket()
move_forward(2)
turn_right()
for item in beach:
    move_forward(1)
    basket.add(item)
found = basket.items
move_forward(3)
turn_left()
basket.unpack()
turn_right()
move_forward(3)
