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


async def main():
    turn_right()
    move_forward(3)
    news = await read_sign()
    print(news)
    # walk 5 to the board, show the news on it with a post() coroutine, walk 3 to the flag


run(main())
