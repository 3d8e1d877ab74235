from player import *


def run(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as done:
            return done.value


async def read_sign():
    turn_left()
    text = read()
    turn_right()
    return text


async def post(text):
    turn_right()
    display(text)
    turn_left()


async def main():
    turn_right()
    move_forward(3)
    news = await read_sign()
    move_forward(5)
    await post(news)
    move_forward(3)


run(main())
