// Injection module.
