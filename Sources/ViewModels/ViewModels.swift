// ViewModels module.
