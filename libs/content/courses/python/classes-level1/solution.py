from player import *


class Friend:
    def __init__(self, name):
        self.name = name

    def greet(self):
        write("Hello " + self.name)


tom = Friend("Tom")
move_forward(5)
tom.greet()
turn_right()
move_forward(3)
