from player import *

first = 2
second = 3
move_forward(1)
collect("egg")
move_forward(1)
collect("egg")
move_forward(1)
turn_right()
move_forward(6)
collect("egg")
move_forward(1)
collect("egg")
move_forward(1)
collect("egg")
move_forward(3 * 4)
turn_left()
eggs = first + second
place("egg", eggs)
