# Wrong on purpose (the content check runs it): letters() is called again for every house, so every letter is "Letter 1".
# expect: write.wrongMessage
from player import *

def letters():
    n = 1
    while True:
        yield "Letter " + str(n)
        n = n + 1


post = letters()
turn_right()
for i in range(4):
    move_forward(3)
    write(next(letters()))
move_forward(2)
turn_left()
move_forward(3)
