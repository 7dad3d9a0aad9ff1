import Foundation

// The baseline of the size probes: Foundation only, one call.
print(Locale(identifier: CommandLine.arguments.last ?? "en").identifier)
