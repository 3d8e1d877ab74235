from player import *

turn_right()
for walk, name in zip(steps, names):
    move_forward(walk)
    write("Hello " + name)
move_forward(2)
