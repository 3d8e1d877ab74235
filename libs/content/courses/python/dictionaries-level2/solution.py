from player import *

basket = {"apple": 0, "lemon": 0}
for fruit in ["apple", "apple", "lemon"]:
    move_forward(1)
    collect(fruit)
    basket[fruit] = basket[fruit] + 1
turn_left()
place(basket, "apple")
turn_right()
turn_right()
place(basket, "lemon")
turn_left()
move_forward(2)
