if age < 4:
    print(0)
elif age <= 12:
    print(5)
else:
    print(8)
