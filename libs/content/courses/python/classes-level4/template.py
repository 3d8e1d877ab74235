from player import *


class Builder:
    def __init__(self):
        self.logs = 0

    def gather(self, n):
        for i in range(n):
            move_forward(1)
            collect("log")
            self.logs = self.logs + 1

    def bridge(self):
        # build the bridge, take 4 from self.logs, walk over it
        pass


bob = Builder()
bob.gather(2)
turn_right()
bob.gather(2)
turn_left()
