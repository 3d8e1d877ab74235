class Pet:
    def __init__(self, name, sound):
        self.name = name
        self.sound = sound

    def speak(self):
        return self.name + " says " + self.sound + "!"


# Do not change this function: it tries your class.
def parade(name, sound):
    pet = Pet(name, sound)
    return pet.speak()
