print(animals[0])
print(animals[-1])
