from player import *

hello = "Hello "
turn_right()
