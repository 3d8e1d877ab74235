if temperature > 20:
    print("Ice cream time!")
else:
    print("Jacket time!")
