from player import *
import asyncio


def run_all(*tasks):
    tasks = list(tasks)
    while tasks:
        for task in list(tasks):
            try:
                task.send(None)
            except StopIteration:
                tasks.remove(task)


async def legs():
    for i in range(6):
        move_forward()
        await asyncio.sleep(0)
    move_forward(2)


async def hands():
    for i in range(6):
        collect("coin")
        await asyncio.sleep(0)


run_all(legs(), hands())
