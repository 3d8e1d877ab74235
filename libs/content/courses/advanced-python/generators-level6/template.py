from player import *


def walk(steps):
    for i in range(steps):
        yield "step"


def alcove(depth):
    yield "left"
    yield from walk(depth)
    yield "gem"
    yield "right"
    yield "right"
    yield from walk(depth)
    yield "left"


def patrol():
    yield "right"
    yield from walk(3)
    yield from alcove(2)
    # the other two alcoves, the gate and the walk to the flag


for order in patrol():
    if order == "step":
        move_forward()
    elif order == "left":
        turn_left()
    elif order == "right":
        turn_right()
    elif order == "gem":
        collect("gem_blue")
