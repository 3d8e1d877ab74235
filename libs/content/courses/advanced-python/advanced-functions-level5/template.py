from player import *


def make_basket(fruit):
    count = 0

    def pick():
        collect(fruit)
        return count

    return pick


apple = make_basket("apple")
lemon = make_basket("lemon")

move_forward()
apples = apple()
move_forward(2)
lemons = lemon()
# follow the path: apple() or lemon() on every fruit, then place them on the two trays
