// Repositories module.
