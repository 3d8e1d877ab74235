from player import *

# The level gives you the list of things on the boardwalk:
# beach = ["star", "coin", "star", "gem", "coin", "star", "gem", "star", "coin", "gem"]


class Basket:
    def __init__(self):
        self.items = {}

    def add(self, item):
        collect(item)
        # count item in self.items
        if item in self.items:
            self.items[item] = self.items[item] + 1
        else:
            self.items[item] = 1

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
