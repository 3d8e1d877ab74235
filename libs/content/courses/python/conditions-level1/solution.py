from player import *

move_forward(3)
if question("Is the gate closed?"):
    open("gate")
move_forward(2)
turn_left()
turn_left()
close("gate")
turn_left()
move_forward(2)
