# Print a list of the weights that are at least limit.
big = []
print(big)
