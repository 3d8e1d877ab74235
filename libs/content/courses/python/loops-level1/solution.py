from player import *

for i in range(4):
    move_forward(1)
    collect("log")
build("bridge")
move_forward(3)
