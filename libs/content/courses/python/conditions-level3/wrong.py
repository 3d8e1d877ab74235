# Wrong on purpose (the content check runs it): opens every gate without asking, but the middle one is open already.
# expect: open.position
from player import *

for i in range(3):
    move_forward(3)
    open("gate")
move_forward(3)
