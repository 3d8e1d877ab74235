from player import *

first = 2
second = 3
