from player import *

for i in range(3):
    move_forward(3)
    if question("Is the gate closed?"):
        open("gate")
move_forward(3)
