from player import *


def pick(*fruits):
    print(fruits)  # fruits is a tuple of every name you pass in


pick("apple", "apple", "lemon", "apple")
