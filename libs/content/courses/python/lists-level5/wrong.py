# Wrong on purpose (the content check runs it): never appends, so the bag is empty and Rabbit says 0.
# expect: speak.wrongPhrase
from player import *

shopping = ["apple", "carrot", "egg", "lemon", "cherries"]
bag = []
for item in shopping:
    move_forward(2)
    collect(item)
move_forward(2)
speak(len(bag))
