sounds = {"cow": "moo", "pig": "oink", "duck": "quack", "sheep": "baa"}


def sound(animal):
    return sounds[animal]
