from player import *

steps = [3, 4, 2, 5, 3]
fruits = ["apple", "banana", "lemon", "grape", "cherries"]
turn_right()
for i in range(len(fruits)):
    move_forward(steps[i])
    collect(fruits[i])
move_forward(2)
turn_left()
for fruit in fruits:
    place(fruit)
