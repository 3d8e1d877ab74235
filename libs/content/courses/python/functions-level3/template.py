from player import *


def cross_river():
    # collect 4 logs, build the bridge, walk over it
    pass

