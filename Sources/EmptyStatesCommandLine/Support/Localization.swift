import EmptyStates
import EmptyStatesCommandLineContract

/// The `--locale` option, shared by the commands that localize, and the defaults the commands
/// draw and localize with; flags override them.
enum Localization {
  /// The CLI's defaults: every language the package speaks, whatever the executable's bundle
  /// ships.
  static let defaults = EmptyStateDefaults(languages: .all)

  static func localizer(_ arguments: Arguments, command: String) throws(CLIError)
    -> EmptyStateLocalizer
  {
    let identifier = arguments.value("locale") ?? "en"
    guard EmptyStateLocalizer.isWellFormed(identifier) else {
      throw .usage(
        "\(command): invalid locale identifier \(DisplayQuote.argument.quoted(identifier)) for --locale "
          + "(expected a form like en, pt-BR or zh-Hant-HK)")
    }
    return defaults.localizer(localeIdentifier: identifier)
  }
}
