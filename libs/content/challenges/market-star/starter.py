def best_stall(sales):
    best = None
    return best
