from player import *

move_forward(4)
turn_right()
coins = 0
while coins < 5:
    move_forward(1)
    collect("coin")
    coins = coins + 1
move_forward(1)
