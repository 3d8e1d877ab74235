from player import *


class Helper:
    def walk(self, steps):
        move_forward(steps)


class Picker(Helper):
    pass


rabbit = Picker()
rabbit.walk(2)
# give Picker a method pick(self, steps, fruit) and pick all five fruits
