big = []
for weight in weights:
    if weight >= limit:
        big.append(weight)
print(big)
