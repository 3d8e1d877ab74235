# Wrong on purpose (the content check runs it): combines without the jar in the list.
# expect: combine.data
from player import *

move_forward(2)
collect("grape")
move_forward(2)
collect("empty_jar")
turn_right()
move_forward(2)
combine(["grape"])
