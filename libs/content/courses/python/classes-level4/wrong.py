# Wrong on purpose: forgets to turn right and gather the second pile, so it builds in the wrong place.
# expect: build.position
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
        build("bridge")
        self.logs = self.logs - 4
        move_forward(2)


bob = Builder()
bob.gather(2)
turn_right()
bob.gather(2)
turn_left()
bob.bridge()
bob.gather(3)
bob.bridge()
