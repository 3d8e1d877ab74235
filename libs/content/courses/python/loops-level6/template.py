from player import *

turn_right()
