print("The", animal, "says hello!")
