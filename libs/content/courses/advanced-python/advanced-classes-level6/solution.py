from player import *


class Guard:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps

    def __lt__(self, other):
        return self.steps < other.steps

    def __str__(self):
        return "Hello " + self.name


guards = [Guard("Olaf", 11), Guard("Ivy", 3), Guard("Bram", 7)]
turn_right()
here = 0
for guard in sorted(guards):
    move_forward(guard.steps - here)
    speak(str(guard))
    here = guard.steps
move_forward(15 - here)
open("door")
move_forward(3)
