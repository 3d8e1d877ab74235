from player import *

price = 2
turn_right()
move_forward(2)
speak(3 * price)
move_forward(5)
speak(5 * price)
move_forward(5)
speak(4 * price)
move_forward(3)
