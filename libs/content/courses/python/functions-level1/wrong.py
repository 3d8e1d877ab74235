# Wrong on purpose (the content check runs it): waters without picking up the canteen.
# expect: water.canteen
from player import *

move_forward(2)
turn_left()
water("tray")
