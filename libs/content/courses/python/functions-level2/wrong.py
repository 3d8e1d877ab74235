# Wrong on purpose (the content check runs it): puts the wrong notice on the first board.
# expect: display.wrongMessage
from player import *

move_forward(2)
turn_right()
display("Apples")
