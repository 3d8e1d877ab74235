from player import *


class Pack:
    def __init__(self):
        self.logs = 0

    def add(self):
        collect("log")
        self.logs = self.logs + 1

    @property
    def ready(self):
        return self.logs >= 1


pack = Pack()
while not pack.ready:
    move_forward()
    pack.add()
logs = pack.logs
move_forward()
build("bridge")
move_forward(3)
