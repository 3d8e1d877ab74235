from player import *

move_forward(4)
