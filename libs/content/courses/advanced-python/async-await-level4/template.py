from player import *
import asyncio


def run(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as done:
            return done.value


async def checkpoint(steps, text):
    move_forward(steps)
    answer = question(text)
    await asyncio.sleep(0)
    return answer


async def main():
    if await checkpoint(3, "Is the gate closed?"):
        open("gate")
    # the second X mark is 4 steps further: ask "Is this gate closed too?"


run(main())
