class Rocket:
    def __init__(self, fuel):
        self.fuel = fuel

    def fly(self, distance):
        self.fuel = self.fuel - distance


# Do not change this function: it tries your class.
def mission(fuel, distances):
    rocket = Rocket(fuel)
    for distance in distances:
        rocket.fly(distance)
    return [rocket.trips, rocket.fuel]
