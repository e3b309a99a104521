print("trellis: not built yet")
