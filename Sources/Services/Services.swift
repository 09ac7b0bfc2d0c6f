// Services module.
