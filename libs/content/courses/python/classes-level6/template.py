from player import *


class Cart:
    def __init__(self):
        self.load = {}

    def harvest(self, crop, n):
        # walk and collect n of crop, then remember it in self.load
        pass

    def deliver(self):
        # place everything in self.load
        pass


market = Cart()
castle = Cart()
