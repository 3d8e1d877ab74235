# Print the first animal of the list, then the last one.
