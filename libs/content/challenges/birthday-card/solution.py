def card(name, age):
    return "Happy birthday, " + name + "! You are " + str(age) + " now."
