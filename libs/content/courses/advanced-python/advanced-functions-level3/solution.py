from player import *


def stock(**goods):
    for name in goods:
        turn_right()
        place(goods, name)
        turn_left()
        move_forward()


turn_right()
for fruit in ["apple", "apple", "apple", "lemon", "lemon", "strawberry"]:
    move_forward()
    collect(fruit)
turn_left()
move_forward(2)
turn_left()
stock(apple=3, lemon=2, strawberry=1)
move_forward()
