from player import *

# The level gives you the list of things on the boardwalk:
# beach = ["star", "coin", "star", "gem", "coin", "star", "gem", "star", "coin", "gem"]


class Basket:
    def __init__(self):
        self.items = {}

    def add(self, item):
        collect(item)
        # count item in self.items

    def unpack(self):
        for kind in self.items:
            place(self.items, kind)


basket = Basket()
move_forward(2)
turn_right()
