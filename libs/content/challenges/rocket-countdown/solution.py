count = start
while count > 0:
    print(count)
    count = count - 1
print("Liftoff!")
