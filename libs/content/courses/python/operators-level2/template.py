from player import *

up = 2
right = 3
