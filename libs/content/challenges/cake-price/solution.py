print(cakes * 3)
