from player import *


class Letter:
    def __init__(self, steps, name):
        self.steps = steps
        self.name = name

    def deliver(self):
        move_forward(self.steps)
        # turn to the mailbox, open it, write the note, turn back
        turn_left()
        open("chest")
        write("Hello " + self.name)
        turn_right()


letters = [Letter(4, "Tom"), Letter(5, "Ann"), Letter(3, "Sam"), Letter(5, "Max")]
move_forward(2)
turn_right()
for letter in letters:
    letter.deliver()
move_forward(2)
