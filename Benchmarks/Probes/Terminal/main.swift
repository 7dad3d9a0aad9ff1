import EmptyStates
import EmptyStatesTerminal

// One call of the terminal renderer, on a localized preset.
print(TerminalRenderer().render(EmptyStateLocalizer(localeIdentifier: "en").localize(.offline)))
