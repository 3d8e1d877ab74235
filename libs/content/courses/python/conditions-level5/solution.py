from player import *

carrots = 0
move_forward(1)
collect("canteen")
move_forward(1)
turn_right()
for i in range(6):
    move_forward(2)
    turn_left()
    plant = read()
    if plant == "dry":
        water("tray")
    elif plant == "ripe":
        collect("carrot")
        carrots = carrots + 1
    turn_right()
move_forward(3)
