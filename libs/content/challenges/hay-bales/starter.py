# bales holds a number written as text, like "12".
# Print twice that number.
print(bales)
