# Wrong on purpose (the content check runs it): pick collects before it walks, where no fruit lies.
# expect: collect.object.position
from player import *

class Helper:
    def walk(self, steps):
        move_forward(steps)


class Picker(Helper):
    def pick(self, steps, fruit):
        collect(fruit)
        self.walk(steps)


rabbit = Picker()
rabbit.pick(2, "apple")
rabbit.pick(3, "apple")
turn_right()
rabbit.pick(2, "lemon")
rabbit.pick(4, "cherries")
turn_left()
rabbit.pick(3, "strawberry")
rabbit.walk(2)
