print("pin-bench: not implemented yet")
