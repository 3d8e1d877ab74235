spare = left
left = right
right = spare

print("left:", left)
print("right:", right)
