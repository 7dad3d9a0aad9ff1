/// What one linted file tells the rest of the run about availability: the systems its checks
/// name, the methods it declares in extensions, and its `missing-availability-check` findings
/// with what each is about (``MissingAvailabilityCheckRule``).
///
/// The run reads them together (``EmptyStateLinter/unbuiltAvailabilityFindings(_:)``): a
/// modifier that a file of the run declares itself may be that declaration, and a system the run
/// would be reported on again and again without one check naming it is one no one builds for.
struct AvailabilityFacts: Sendable {
  /// A finding of the file, before the run has read the others.
  struct Report: Hashable, Sendable {
    /// The finding's place in the file.
    var line: Int
    var column: Int
    /// The systems it is reported for.
    var systems: AppleOS.Set
    /// The API's base name (`overlay`), when the use is a method or modifier call another
    /// declaration of that name could answer; `nil` for types, initializers and members.
    var methodName: String?
  }

  /// The systems an `#available` or `@available` of the file names with a version.
  var namedSystems: AppleOS.Set = []
  /// The base names of the methods the file declares in extensions (`func overlay` in
  /// `extension View`).
  var extensionMethods: Set<String> = []
  /// The file's `missing-availability-check` findings, as reported.
  var reports: [Report] = []
}
