# Wrong on purpose (the content check runs it): the mushrooms are not filtered out.
# expect: collect.object.data
from player import *

steps = list(map(lambda n: n // 2, code))
for n in steps:
    move_forward(n)
    turn_right()
good = blanket
collect(good)
move_forward(2)
