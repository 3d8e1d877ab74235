for number in range(1, sheep + 1):
    print(number, "sheep")
print("Zzz")
