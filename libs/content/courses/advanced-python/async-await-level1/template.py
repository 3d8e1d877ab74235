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


morning()
# this only makes a coroutine: nothing happens until run() drives it
