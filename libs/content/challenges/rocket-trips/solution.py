class Rocket:
    def __init__(self, fuel):
        self.fuel = fuel
        self.trips = 0

    def fly(self, distance):
        needed = distance * 2
        if needed <= self.fuel:
            self.fuel = self.fuel - needed
            self.trips = self.trips + 1


# Do not change this function: it tries your class.
def mission(fuel, distances):
    rocket = Rocket(fuel)
    for distance in distances:
        rocket.fly(distance)
    return [rocket.trips, rocket.fuel]
