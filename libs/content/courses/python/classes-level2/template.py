from player import *


class Picker:
    def __init__(self, crop):
        self.crop = crop
        self.count = 0

    def pick(self):
        move_forward(1)
        # collect self.crop and add 1 to self.count


rabbit = Picker("carrot")
