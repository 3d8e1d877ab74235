from player import *

hello = "Hello "
turn_right()
move_forward(2)
speak(hello + "Mia")
move_forward(5)
speak(hello + "Leo")
move_forward(5)
speak(hello + "Ada")
move_forward(6)
speak("la" * 4)
