def card(name, age):
    return "Happy birthday!"
