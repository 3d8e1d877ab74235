# Print Moo, Baa, MooBaa or the number.
if number % 3 == 0:
    print("Moo")
