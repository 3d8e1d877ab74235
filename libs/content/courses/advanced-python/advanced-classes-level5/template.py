from player import *


class Recipe:
    def __init__(self, parts):
        self.parts = parts


grape = Recipe(["grape"])
jar = Recipe(["empty_jar"])
# make juice = grape + jar, and size = len(juice)

move_forward(2)
collect("grape")
move_forward(2)
collect("empty_jar")
turn_right()
move_forward(2)
