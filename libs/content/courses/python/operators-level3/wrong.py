# Wrong on purpose (the content check runs it): adds instead of multiplying.
# expect: speak.wrongPhrase
from player import *

price = 2
turn_right()
move_forward(2)
speak(3 + price)
