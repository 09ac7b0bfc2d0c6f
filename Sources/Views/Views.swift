// Views module.
