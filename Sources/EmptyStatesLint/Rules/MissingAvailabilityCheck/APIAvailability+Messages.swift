extension APIAvailability {
  /// The `missing-availability-check` message for a use of this API that `sdk` does not declare
  /// at all, where the deployment targets `targets` are built with it.
  func undeclaredMessage(in sdk: ResolvedSDK, builtBy targets: [ResolvedDeploymentTarget])
    -> String
  {
    let version = firstSDK.swiftUIVersion.prefix(2).map(String.init).joined(separator: ".")
    return
      "\(qualifiedName) is not in \(sdk), which \(targets.map { "\($0)" }.joined(separator: " and ")) is built with; "
      + "ask the SDK with #if canImport(SwiftUI, _version: \(version)) or build with Xcode \(firstSDK.xcode) or later"
  }

  /// The `missing-availability-check` message for a use of this API, which `sdk` declares, on
  /// the systems `missing` whose deployment targets are older than it or that lack it.
  func unavailableMessage(
    in sdk: ResolvedSDK, missing: [(AppleOS, ResolvedDeploymentTarget)]
  ) -> String {
    let generation = sdk.generation
    let versions = missing.compactMap { os, _ -> String? in
      guard case .introduced(let version) = availability(on: os, in: generation) else {
        return nil
      }
      return "\(os.rawValue) \(version)"
    }
    var needs = versions.joined(separator: " and ")
    let unavailable = missing.filter {
      availability(on: $0.0, in: generation) == .unavailable
    }
    .map(\.0.rawValue)
    if !unavailable.isEmpty {
      needs =
        (needs.isEmpty ? "" : needs + " and ") + "is unavailable on "
        + unavailable.joined(separator: " and ")
      if !needs.hasPrefix("is ") { needs = "needs " + needs }
    } else {
      needs = "needs " + needs
    }
    let targets = missing.map { "\($0.1)" }
    let fix =
      versions.isEmpty
      ? "leave it out of this system's build with #if os(…)"
      : "wrap it in if #available(\((versions + ["*"]).joined(separator: ", "))) or mark the declaration @available"
    return
      "\(qualifiedName) \(needs) in \(sdk), but the deployment target is \(targets.joined(separator: " and ")); \(fix)"
  }
}
