# Wrong on purpose (the content check runs it): turns[word] without () never calls the turn.
# expect: move.wall
from player import *

turns = {"R": turn_right, "L": turn_left}

move_forward()
turn_left()
note = read()
turn_right()
total = sum(map(int, filter(str.isdigit, note.split())))
for word in note.split():
    if word in turns:
        turns[word]
    else:
        move_forward(int(word))
open("chest")
move_forward(3)
