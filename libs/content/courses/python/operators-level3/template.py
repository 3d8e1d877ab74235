from player import *

price = 2
