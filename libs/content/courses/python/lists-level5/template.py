from player import *

shopping = ["apple", "carrot", "egg", "lemon", "cherries"]
bag = []
