from player import *


class Friend:
    def __init__(self, name):
        self.name = name


class Messenger(Friend):
    def deliver(self):
        write(self.name)


mia = Messenger("Mia")
move_forward(3)
mia.deliver()
# Leo's note waits 6 steps to the right; the flag is 3 steps up from there
