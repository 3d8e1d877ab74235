weight = 1
nights = 0
while weight < goal:
    weight = weight * 2
    nights = nights + 1
print(nights)
