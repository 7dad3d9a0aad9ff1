import Foundation

extension EmptyState {
  /// A way forward from an empty state: a button or a link.
  public struct Action: Hashable, Sendable, Identifiable {
    /// A stable identifier that an app matches to run the action's work: 1 to 64 ASCII
    /// letters, digits, `.`, `_` or `-`, so it is safe as an HTML value, a UI-test identifier
    /// and a SwiftUI identity.
    public struct ID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
      /// The identifier's text, such as `"retry"`.
      public let rawValue: String

      /// Creates an identifier from its text, or `nil` when the text is not 1 to 64 ASCII
      /// letters, digits, `.`, `_` or `-`.
      ///
      /// - Parameter rawValue: The text.
      public init?(rawValue: String) {
        guard Self.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
      }

      /// Creates an identifier from a string literal, which must be a valid identifier.
      public init(stringLiteral value: String) {
        precondition(
          Self.isValid(value), "an action id is 1 to 64 ASCII letters, digits, '.', '_' or '-'")
        rawValue = value
      }

      private init(validated rawValue: String) {
        self.rawValue = rawValue
      }

      /// Whether `text` is 1 to 64 ASCII letters, digits, `.`, `_` or `-`.
      static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
          && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
              && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "._-".unicodeScalars.contains(scalar))
          }
      }

      /// Try the failed work again.
      public static let retry: ID = "retry"
      /// Leave for a safer screen, when trying again cannot help.
      public static let goBack: ID = "go-back"
      /// Sign in to see the content.
      public static let signIn: ID = "sign-in"
      /// Open the system settings to grant a permission.
      public static let openSettings: ID = "open-settings"
      /// Clear the search field.
      public static let clearSearch: ID = "clear-search"
      /// Turn off the filters that narrow a list.
      public static let clearFilters: ID = "clear-filters"

      /// The recovery option at `index` of a `RecoverableError`: `recovery-0`, `recovery-1`, …
      ///
      /// - Parameter index: The option's index in the error's `recoveryOptions`.
      /// - Returns: The option's action id.
      public static func recovery(_ index: Int) -> ID {
        // Letters, digits and a dash: valid by construction.
        ID(validated: "recovery-\(max(0, index))")
      }

      /// The index of the `RecoverableError` recovery option this id names, or `nil` for any
      /// other action.
      public var recoveryOption: Int? {
        guard rawValue.hasPrefix("recovery-") else { return nil }
        let digits = rawValue.dropFirst("recovery-".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber)
        else { return nil }
        return Int(digits)
      }
    }

    /// How prominent an action is, and what it does to the user's data.
    public enum Role: String, Hashable, Sendable, CaseIterable, Codable {
      /// The main way forward; at most one per state.
      case primary
      /// Another way forward, less prominent.
      case secondary
      /// An action that deletes or discards.
      case destructive
      /// An action that dismisses without doing anything.
      case cancel
      /// Navigation styled as a link.
      case link
    }

    /// A stable identifier that an app matches to run the action's work.
    public var id: ID
    /// The button's title.
    public var title: LocalizedText
    /// How prominent the action is.
    public var role: Role
    /// An SF Symbol shown beside the title, by name.
    public var symbol: String?
    /// Where the action leads, for renderers that draw links (HTML).
    public var url: URL?

    /// Creates an action whose title is the app's own text, held in a string.
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as given.
    ///   - id: A stable identifier the app matches to run the action's work.
    ///   - role: How prominent the action is.
    ///   - symbol: An SF Symbol shown beside the title.
    ///   - url: Where the action leads, for renderers that draw links.
    @_disfavoredOverload
    public init(
      _ title: some StringProtocol,
      id: ID,
      role: Role = .primary,
      symbol: String? = nil,
      url: URL? = nil
    ) {
      self.init(.verbatim(title), id: id, role: role, symbol: symbol, url: url)
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - id: A stable identifier the app matches to run the action's work.
    ///   - role: How prominent the action is.
    ///   - symbol: An SF Symbol shown beside the title.
    ///   - url: Where the action leads, for renderers that draw links.
    public init(
      _ title: LocalizedText,
      id: ID,
      role: Role = .primary,
      symbol: String? = nil,
      url: URL? = nil
    ) {
      self.id = id
      self.title = title
      self.role = role
      self.symbol = symbol
      self.url = url
    }

    /// "Try Again": the retry action for failures that may pass.
    public static let retry = Action(.catalog("action.retry"), id: .retry)
    /// "Go Back": the way out when trying again cannot help.
    public static let goBack = Action(.catalog("action.go-back"), id: .goBack)
    /// "Sign In".
    public static let signIn = Action(.catalog("action.sign-in"), id: .signIn)
    /// "Open Settings".
    public static let openSettings = Action(.catalog("action.open-settings"), id: .openSettings)
    /// "Clear Search", secondary: the way out of a search that matched nothing.
    public static let clearSearch = Action(
      .catalog("action.clear-search"), id: .clearSearch, role: .secondary)
    /// "Clear Filters", secondary: the way out of filters that matched nothing.
    public static let clearFilters = Action(
      .catalog("action.clear-filters"), id: .clearFilters, role: .secondary)
  }
}
