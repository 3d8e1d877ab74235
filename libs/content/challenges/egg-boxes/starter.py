# One box holds 6 eggs.
# Print the number of full boxes, then the eggs left over.
print(eggs / 6)
