def double(carrots):
    return carrots * 2
