from player import *

lefts = 0
