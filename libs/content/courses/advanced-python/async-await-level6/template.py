from player import *


class Wait:
    def __init__(self, ticks):
        self.ticks = ticks

    def __await__(self):
        for i in range(self.ticks):
            yield


def run_all(*tasks):
    tasks = list(tasks)
    while tasks:
        for task in list(tasks):
            try:
                task.send(None)
            except StopIteration:
                tasks.remove(task)


here = 0
delivered = []


async def parcel(name, spot):
    global here
    move_forward(spot - here)
    here = spot
    write("Parcel for " + name)
    delivered.append(name)


turn_right()
run_all(parcel("Olga", 9), parcel("Ben", 3), parcel("Kai", 14), parcel("Ada", 6))
move_forward(3)
