# Wrong on purpose (the content check runs it): no space after Hello, so Rabbit says HelloMia.
# expect: speak.wrongPhrase
from player import *

hello = "Hello"
turn_right()
move_forward(2)
speak(hello + "Mia")
