# More than 20 degrees: print "Ice cream time!", otherwise "Jacket time!"
print("Jacket time!")
