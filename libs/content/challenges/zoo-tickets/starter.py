# Print the ticket price for age: 0, 5 or 8 coins.
