import EmptyStates

/// The `--locale` option, shared by the commands that localize.
enum Localization {
  static func localizer(_ arguments: Arguments, command: String) throws(CLIError)
    -> EmptyStateLocalizer
  {
    let identifier = arguments.value("locale") ?? "en"
    guard EmptyStateLocalizer.isWellFormed(identifier) else {
      throw .usage(
        "\(command): invalid locale identifier \(identifier.quotedForDisplay) for --locale "
          + "(expected a form like en, pt-BR or zh-Hant-HK)")
    }
    return EmptyStateLocalizer(localeIdentifier: identifier)
  }
}
