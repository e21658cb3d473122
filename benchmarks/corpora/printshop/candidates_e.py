POINTS = {}
