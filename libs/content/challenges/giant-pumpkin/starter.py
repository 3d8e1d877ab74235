# The pumpkin weighs 1 kg and doubles every night.
# Print how many nights until it weighs at least goal kg.
weight = 1
nights = 0
print(nights)
