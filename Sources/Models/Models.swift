// Models module.
