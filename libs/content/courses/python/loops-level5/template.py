from player import *
