from player import *

greeting = "Hello"
move_forward(4)
turn_right()
move_forward(3)
speak(greeting)
move_forward(2)
