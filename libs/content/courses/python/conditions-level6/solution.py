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
    turn_right()
    if read() == "awake":
        speak("Good night!")
        awake = awake + 1
    turn_left()
move_forward(3)
if awake > 2:
    write("Too noisy!")
else:
    write("All quiet")
turn_left()
move_forward(4)
