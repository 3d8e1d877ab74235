# The farm puts an animal's name in the variable animal for you.
# Print: The <animal> says hello!
