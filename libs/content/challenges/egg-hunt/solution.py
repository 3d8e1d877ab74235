total = 0
for eggs in nests:
    total = total + eggs
print(total)
