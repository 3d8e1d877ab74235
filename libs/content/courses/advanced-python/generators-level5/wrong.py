# Wrong on purpose (the content check runs it): sum(walks) after the loop: the generator is used up, so total is 0.
# expect: speak.wrongPhrase
from player import *

walks = (2 * n + 1 for n in range(5))
for steps in walks:
    move_forward(steps)
    turn_right()
total = sum(walks)
speak(total)
move_forward(3)
