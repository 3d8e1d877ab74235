def count_fruit(basket):
    counts = {}
    return counts
