print("trellis-bench: not built yet")
