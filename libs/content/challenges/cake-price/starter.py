# One cake costs 3 coins. cakes holds how many cakes are bought.
# Print the price.
