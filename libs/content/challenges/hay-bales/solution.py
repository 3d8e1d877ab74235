print(int(bales) * 2)
