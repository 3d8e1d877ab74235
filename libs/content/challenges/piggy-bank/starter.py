class PiggyBank:
    def __init__(self):
        self.coins = 0

    def add(self, amount):
        pass

    def spend(self, amount):
        pass


# Do not change this function: it tries your class.
def save(actions):
    bank = PiggyBank()
    for action, amount in actions:
        if action == "add":
            bank.add(amount)
        else:
            bank.spend(amount)
    return bank.coins
