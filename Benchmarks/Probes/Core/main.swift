import EmptyStates

// One call of the core: localize a preset.
print(EmptyStateLocalizer(localeIdentifier: CommandLine.arguments.last ?? "en").localize(.offline))
