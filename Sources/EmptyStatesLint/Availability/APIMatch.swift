/// How the linter recognises an API of the availability table in source. The row's name gives
/// the spelling (see ``APIAvailability/name``); this says what kind of name it is.
enum APIMatch: Hashable, Sendable {
  /// A type, wherever its name is written: `ContentUnavailableView { … }`, `Table(rows) { … }`,
  /// `let title: LocalizedStringResource`.
  case type
  /// An initializer, `Type(label: …)`: matched when the call carries the name's first label and
  /// its labels fit the name's (``APIAvailability/fits(labels:trailingClosures:)``).
  case initializer
  /// A static member or enum case of the type the name starts with, written `Owner.member` or as
  /// an implicit `.member` (an argument where an `Owner` is expected): `.glass`,
  /// `ControlSize.extraLarge`, `ContentUnavailableView.search`. With labels in the name, a static
  /// function called with labels that fit: `.search(text: query)`.
  case member
  /// An instance method or view modifier, `.name(…)` after a value, whose call's labels fit the
  /// name's: `.searchable(text: $query, isPresented: $isSearching)`.
  case modifier
}
