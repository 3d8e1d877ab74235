hours = seconds // 3600
minutes = seconds % 3600 // 60
rest = seconds % 60
print(hours, "h", minutes, "min", rest, "s")
