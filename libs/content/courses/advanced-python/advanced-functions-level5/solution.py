from player import *

def make_basket(fruit):
    count = 0

    def pick():
        nonlocal count
        collect(fruit)
        count = count + 1
        return count

    return pick


apple = make_basket("apple")
lemon = make_basket("lemon")

move_forward()
apples = apple()
move_forward(2)
lemons = lemon()
turn_right()
move_forward(2)
apples = apple()
move_forward(2)
apples = apple()
move_forward()
lemons = lemon()
turn_left()
move_forward(3)
lemons = lemon()
turn_right()
move_forward(2)
apples = apple()
move_forward(2)
turn_left()
place("apple", apples)
turn_right()
move_forward()
turn_left()
place("lemon", lemons)
turn_right()
move_forward(2)
