# Swap the values of left and right here.


print("left:", left)
print("right:", right)
