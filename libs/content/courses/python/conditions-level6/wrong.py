# Wrong on purpose: says good night at every house, even the sleeping ones.
# expect: speak.position
# answers: yes
from player import *

awake = 0
turn_left()
turn_left()
move_forward(4)
if question("Is the gate closed?"):
    open("gate")
move_forward(7)
turn_right()
for i in range(5):
    move_forward(4)
    speak("Good night!")
    awake = awake + 1
move_forward(3)
write("Too noisy!")
turn_left()
move_forward(4)
