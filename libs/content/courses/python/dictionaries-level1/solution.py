from player import *

basket = {"carrot": 0}
for i in range(3):
    move_forward(1)
    collect("carrot")
    basket["carrot"] = basket["carrot"] + 1
turn_right()
plant(basket, "carrot")
turn_left()
move_forward(2)
