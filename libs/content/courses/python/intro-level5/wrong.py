# Wrong on purpose (the content check runs it): says the wrong word.
# expect: speak.wrongPhrase
from player import *

greeting = "Bye"
move_forward(4)
turn_right()
move_forward(3)
speak("Bye")
