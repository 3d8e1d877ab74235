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
    # for every text the signposts give: collect that fruit; then walk 3 steps to the flag


run(main())
