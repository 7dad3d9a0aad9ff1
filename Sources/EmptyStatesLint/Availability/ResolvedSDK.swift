/// The SDK a file is built with and what said so, for the messages of
/// `missing-availability-check`.
struct ResolvedSDK: Hashable, Sendable, CustomStringConvertible {
  /// The SDK generation.
  var generation: SDKGeneration
  /// What decided it ("--sdk", "LastUpgradeCheck in App.xcodeproj/project.pbxproj"); `nil` when
  /// nothing did and the newest is assumed.
  var origin: String?

  /// The newest SDK, assumed where nothing says which one a file is built with.
  static let assumed = ResolvedSDK(generation: .newest, origin: nil)

  /// "the 27 SDK (Xcode 27)", "the 18 SDK (Xcode 16) (--sdk)".
  var description: String {
    origin.map { "\(generation) (\($0))" } ?? generation.description
  }
}
