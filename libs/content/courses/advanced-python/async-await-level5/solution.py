from player import *
import asyncio


def run(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as done:
            return done.value


async def signposts():
    for steps in [3, 4, 3, 4]:
        move_forward(steps)
        turn_left()
        text = read()
        turn_right()
        await asyncio.sleep(0)
        yield text


async def main():
    turn_right()
    async for fruit in signposts():
        collect(fruit)
    move_forward(3)


run(main())
