# Wrong on purpose (the content check runs it): the loop runs 3 times, so only 3 logs for the bridge.
# expect: build.log
from player import *

for i in range(3):
    move_forward(1)
    collect("log")
move_forward(1)
build("bridge")
