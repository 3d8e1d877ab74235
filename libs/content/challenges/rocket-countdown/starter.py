# Count down from start to 1, then print "Liftoff!"
