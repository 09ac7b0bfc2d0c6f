// users-tui entry point.
print("users-tui")
