# Wrong on purpose (the content check runs it): collects where there is no apple.
# expect: collect.object.position
from player import *

move_forward(1)
collect("apple")
