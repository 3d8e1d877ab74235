from player import *

