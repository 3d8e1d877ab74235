if number % 3 == 0 and number % 5 == 0:
    print("MooBaa")
elif number % 3 == 0:
    print("Moo")
elif number % 5 == 0:
    print("Baa")
else:
    print(number)
