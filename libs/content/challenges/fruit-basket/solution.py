def count_fruit(basket):
    counts = {}
    for fruit in basket:
        if fruit in counts:
            counts[fruit] = counts[fruit] + 1
        else:
            counts[fruit] = 1
    return counts
