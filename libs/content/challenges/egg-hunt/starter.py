# Add up the eggs in all the nests and print the total.
total = 0
print(total)
