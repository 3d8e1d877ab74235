class Pet:
    pass


# Do not change this function: it tries your class.
def parade(name, sound):
    pet = Pet(name, sound)
    return pet.speak()
