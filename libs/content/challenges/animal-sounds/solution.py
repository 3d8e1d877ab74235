sounds = {"cow": "moo", "pig": "oink", "duck": "quack", "sheep": "baa"}


def sound(animal):
    if animal in sounds:
        return sounds[animal]
    return "..."
