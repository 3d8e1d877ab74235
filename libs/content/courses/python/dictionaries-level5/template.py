from player import *

# The level gives you the list of things on the trail:
# trail = ["mushroom", "apple", "mushroom", "strawberry", "apple", "mushroom", "strawberry", "mushroom"]
basket = {}
