# Wrong on purpose (the content check runs it): morning() is called without run(), so it never walks and the evening walk starts from the wrong place.
# expect: move.wall
from player import *


def run(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as done:
            return done.value


async def morning():
    move_forward(4)
    write("Good morning")


async def evening():
    turn_right()
    move_forward(5)
    write("Good evening")
    turn_left()
    move_forward(3)


morning()
run(evening())
