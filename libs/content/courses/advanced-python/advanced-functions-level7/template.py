from player import *

turns = {"R": turn_right}

move_forward()
turn_left()
note = read()
turn_right()
print(note.split())
# for each word: call the turn from turns, or walk that many steps
