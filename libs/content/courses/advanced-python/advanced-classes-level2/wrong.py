# Wrong on purpose (the content check runs it): the note says only the town.
# expect: write.wrongMessage
from player import *

class Friend:
    def __init__(self, name):
        self.name = name


class Messenger(Friend):
    def __init__(self, name, town):
        super().__init__(name)
        self.town = town

    def deliver(self):
        write(self.town)


mia = Messenger("Mia", "Oakvale")
leo = Messenger("Leo", "Pinegrove")
move_forward(3)
mia.deliver()
turn_right()
move_forward(6)
leo.deliver()
turn_left()
move_forward(3)
