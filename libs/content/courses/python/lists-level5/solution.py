from player import *

shopping = ["apple", "carrot", "egg", "lemon", "cherries"]
bag = []
for item in shopping:
    move_forward(2)
    collect(item)
    bag.append(item)
move_forward(2)
speak(len(bag))
