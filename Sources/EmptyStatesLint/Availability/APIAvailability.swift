/// One row of the availability table: an API, how to recognise it, and where it exists.
struct APIAvailability: Hashable, Sendable {
  /// The API as code names it: a type (`Table`), a member with its owner
  /// (`ControlSize.extraLarge`, `ContentUnavailableView.search(text:)`), a modifier with its
  /// argument labels (`searchable(text:isPresented:placement:prompt:)`) or an initializer
  /// (`ProgressView(timerInterval:countsDown:)`). Unique in the table; the key of a lookup.
  let name: String
  /// What kind of name ``name`` is.
  let match: APIMatch
  /// The first version on each system, or unavailable, as the newest SDK declares it.
  private let availabilities: [AppleOS: Availability]
  /// The oldest SDK that declares the API at all.
  let firstSDK: SDKGeneration
  /// Where an older SDK declares it otherwise, per SDK and system.
  private let olderSDKs: [SDKGeneration: [AppleOS: Availability]]

  /// A row; every system is given, so none can be forgotten.
  /// - Parameters:
  ///   - name: The API as code names it (``name``).
  ///   - match: What kind of name it is.
  ///   - iOS: Where it exists on iOS, in the newest SDK.
  ///   - macOS: Where it exists on macOS, in the newest SDK.
  ///   - tvOS: Where it exists on tvOS, in the newest SDK.
  ///   - watchOS: Where it exists on watchOS, in the newest SDK.
  ///   - visionOS: Where it exists on visionOS, in the newest SDK.
  ///   - firstSDK: The oldest SDK that declares the API (`.sdk26` for what Xcode 26 added).
  ///   - olderSDKs: Where an older SDK declares it otherwise: `[.sdk18: [.tvOS: .unavailable]]`.
  init(
    _ name: String, _ match: APIMatch, iOS: Availability, macOS: Availability,
    tvOS: Availability, watchOS: Availability, visionOS: Availability,
    firstSDK: SDKGeneration = SDKGeneration.allCases.min() ?? .sdk18,
    olderSDKs: [SDKGeneration: [AppleOS: Availability]] = [:]
  ) {
    self.name = name
    self.match = match
    self.availabilities = [
      .iOS: iOS, .macOS: macOS, .tvOS: tvOS, .watchOS: watchOS, .visionOS: visionOS,
    ]
    self.firstSDK = firstSDK
    self.olderSDKs = olderSDKs
  }

  /// Whether `sdk` declares the API at all.
  func isDeclared(in sdk: SDKGeneration) -> Bool {
    sdk >= firstSDK
  }

  /// Where the API exists on `os`, as `sdk` declares it.
  func availability(on os: AppleOS, in sdk: SDKGeneration = .newest) -> Availability {
    guard isDeclared(in: sdk) else { return .unavailable }
    return olderSDKs[sdk]?[os] ?? availabilities[os] ?? .unavailable
  }

  /// Whether code deployed to `os` at `deploymentTarget` and built with `sdk` can use the API
  /// without an `if #available` or `@available` check.
  func isAvailable(
    on os: AppleOS, at deploymentTarget: OSVersion, in sdk: SDKGeneration = .newest
  ) -> Bool {
    availability(on: os, in: sdk).covers(deploymentTarget)
  }

  /// Whether code deployed to `target` can use the API without a check.
  func isAvailable(at target: DeploymentTarget, in sdk: SDKGeneration = .newest) -> Bool {
    isAvailable(on: target.os, at: target.version, in: sdk)
  }

  /// The name before any argument list: `searchable`, `ContentUnavailableView.search`,
  /// `ProgressView`.
  var qualifiedName: String {
    String(name.prefix { $0 != "(" })
  }

  /// The identifier code writes: the last component of ``qualifiedName`` (`search`, `glass`,
  /// `searchable`, `ProgressView`).
  var baseName: String {
    String(qualifiedName.split(separator: ".").last ?? Substring(qualifiedName))
  }

  /// The type a member belongs to (`ControlSize` for `ControlSize.large`); `nil` for other rows.
  var owner: String? {
    guard match == .member, let dot = qualifiedName.lastIndex(of: ".") else { return nil }
    return String(qualifiedName[..<dot])
  }

  /// The argument labels in the name, `_` for an unlabelled argument; `nil` when the name has no
  /// argument list (a type, or a member used without a call).
  var labels: [String]? {
    guard let open = name.firstIndex(of: "("), name.last == ")" else { return nil }
    let list = name[name.index(after: open)..<name.index(before: name.endIndex)]
    return list.split(separator: ":").map(String.init)
  }

  /// Whether a call with these argument labels (in order, `_` for unlabelled ones) and this many
  /// trailing closures can be this API: the trailing closures take the last parameters, and the
  /// labels appear, in order, among the others (parameters with defaults may be left out). An
  /// initializer's call must also carry the name's first label, which tells it from the type's
  /// other initializers. Several rows may fit one call; ``AvailabilityTable`` prefers the one
  /// with the fewest labels.
  func fits(labels callLabels: [String], trailingClosures: Int) -> Bool {
    guard let declared = labels, trailingClosures <= declared.count else { return false }
    if match == .initializer, let first = declared.first, callLabels.first != first {
      return false
    }
    var remaining = declared.dropLast(trailingClosures)[...]
    for label in callLabels {
      guard let index = remaining.firstIndex(of: label) else { return false }
      remaining = remaining[remaining.index(after: index)...]
    }
    return true
  }
}
