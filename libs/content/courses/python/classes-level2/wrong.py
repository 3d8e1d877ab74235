# Wrong on purpose: pick() collects but forgets to count, so carrots is still 0.
# expect: place.number
from player import *


class Picker:
    def __init__(self, crop):
        self.crop = crop
        self.count = 0

    def pick(self):
        move_forward(1)
        collect(self.crop)


rabbit = Picker("carrot")
for i in range(5):
    rabbit.pick()
carrots = rabbit.count
turn_right()
place("carrot", carrots)
