print(eggs // 6)
print(eggs % 6)
