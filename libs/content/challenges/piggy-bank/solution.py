class PiggyBank:
    def __init__(self):
        self.coins = 0

    def add(self, amount):
        self.coins = self.coins + amount

    def spend(self, amount):
        if amount <= self.coins:
            self.coins = self.coins - amount


# Do not change this function: it tries your class.
def save(actions):
    bank = PiggyBank()
    for action, amount in actions:
        if action == "add":
            bank.add(amount)
        else:
            bank.spend(amount)
    return bank.coins
