# Wrong on purpose (the content check runs it): writes the message without the name.
# expect: write.wrongMessage
from player import *

move_forward(5)
write("Hello ")
