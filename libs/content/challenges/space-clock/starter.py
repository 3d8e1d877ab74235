# Print the time in seconds as: <hours> h <minutes> min <seconds> s
print(0, "h", 0, "min", seconds, "s")
