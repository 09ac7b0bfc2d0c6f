// DemoAPI module.
