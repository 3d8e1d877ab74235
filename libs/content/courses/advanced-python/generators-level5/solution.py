from player import *

walks = (2 * n + 1 for n in range(5))
total = sum(2 * n + 1 for n in range(5))
for steps in walks:
    move_forward(steps)
    turn_right()
speak(total)
move_forward(3)
