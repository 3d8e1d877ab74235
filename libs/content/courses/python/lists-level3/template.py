from player import *

walks = [10, 8]
