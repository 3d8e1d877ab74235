# Wrong on purpose (the content check runs it): the note has the name but no "Hello ".
# expect: write.wrongMessage
from player import *

turn_right()
for walk, name in zip(steps, names):
    move_forward(walk)
    write(name)
move_forward(2)
