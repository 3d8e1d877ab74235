from player import *


class Picker:
    def __init__(self, crop):
        self.crop = crop
        self.count = 0

    def pick(self):
        move_forward(1)
        # collect self.crop and add 1 to self.count
        collect(self.crop)
        self.count = self.count + 1


rabbit = Picker("carrot")
for i in range(5):
    rabbit.pick()
carrots = rabbit.count
turn_right()
place("carrot", carrots)
turn_left()
move_forward(2)
