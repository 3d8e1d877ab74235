def double(carrots):
    # Return twice the carrots.
    pass
