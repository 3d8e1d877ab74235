from player import *


class Recipe:
    def __init__(self, parts):
        self.parts = parts

    def __add__(self, other):
        return Recipe(self.parts + other.parts)

    def __len__(self):
        return len(self.parts)


grape = Recipe(["grape"])
jar = Recipe(["empty_jar"])
juice = grape + jar
size = len(juice)

move_forward(2)
collect("grape")
move_forward(2)
collect("empty_jar")
turn_right()
move_forward(2)
combine(juice.parts)
turn_left()
move_forward(2)
