# Wrong on purpose (the content check runs it): adds one carrot too many.
# expect: speak.wrongPhrase
from player import *

move_forward(3)
collect("carrot")
move_forward(1)
collect("carrot")
turn_right()
move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
move_forward(1)
collect("carrot")
move_forward(1)
total = 3 + 3
speak(total)
