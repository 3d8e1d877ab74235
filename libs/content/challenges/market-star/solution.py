def best_stall(sales):
    best = None
    for stall, jars in sales.items():
        if best is None or jars > sales[best] or (jars == sales[best] and stall < best):
            best = stall
    return best
