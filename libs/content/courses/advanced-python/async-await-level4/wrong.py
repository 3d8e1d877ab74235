# Wrong on purpose (the content check runs it): the answers say the first gate is open, so it stays shut.
# expect: move.wall
# answers: no, yes
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
    if await checkpoint(4, "Is this gate closed too?"):
        open("gate")
    move_forward(3)


run(main())
