import Testing

@testable import EmptyStatesLint

/// `missing-availability-check` (``MissingAvailabilityCheckRule``): the deployment target and the
/// SDK the file is built with; the availability table itself is tested in `Availability/`.
@Suite struct MissingAvailabilityCheckRuleTests {
  @Test func availabilityFollowsChecksAndTheDeploymentTarget() {
    let source = """
      struct Empty: View {
        var body: some View {
          if #available(iOS 17, *) {
            ContentUnavailableView("No Mail", systemImage: "tray")
          } else {
            Text("No Mail")
          }
          ContentUnavailableView("No Mail", systemImage: "tray")
        }
      }
      @available(iOS 17.0, *)
      struct Modern: View {
        var body: some View { ContentUnavailableView("No Mail", systemImage: "tray") }
      }
      struct Guarded: View {
        var body: some View {
          guard #available(iOS 17, *) else { return AnyView(Text("No Mail")) }
          return AnyView(ContentUnavailableView("No Mail", systemImage: "tray"))
        }
      }
      """
    #expect(
      Linted.findings(in: source, targets: ["iOS15"])
        == [Linted(8, 5, .missingAvailabilityCheck)])
    #expect(Linted.findings(in: source, targets: ["iOS17"]) == [])
    #expect(Linted.findings(in: source) == [])
  }

  @Test func availabilityIsTheSDKsTheCodeIsBuiltWith() {
    let source = """
      struct Retry: View {
        var body: some View {
          Button("Retry") {}
            .controlSize(.small)
        }
      }
      """
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    // Control sizes came to tvOS with the 26 SDK (from tvOS 15); the 18 SDK has none there.
    let with18 = Linted.messages(in: source, targets: ["tvOS15"], rules: rules, sdk: .sdk18)
    #expect(with18.map(\.0) == [Linted(4, 21, .missingAvailabilityCheck)])
    #expect(with18.first?.1.contains("is unavailable on tvOS in the 18 SDK (Xcode 16)") == true)
    for sdk in [SDKGeneration.sdk26, .sdk27] {
      #expect(Linted.findings(in: source, targets: ["tvOS15"], rules: rules, sdk: sdk) == [])
    }
    // watchOS 8 lacks them whatever the SDK.
    #expect(
      Linted.findings(in: source, targets: ["watchOS8"], rules: rules, sdk: .sdk27)
        == [Linted(4, 21, .missingAvailabilityCheck)])
  }

  @Test func anAPIAnSDKLacksIsReportedThereUnlessTheSDKIsAsked() {
    let source = """
      struct Retry: View {
        var body: some View {
          if #available(iOS 26.0, *) {
            Button("Retry") {}.buttonStyle(.glassProminent)
          }
          #if canImport(SwiftUI, _version: 7.0)
            if #available(iOS 26.0, *) {
              Button("Retry") {}.buttonStyle(.glassProminent)
            }
          #endif
        }
      }
      """
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    let with18 = Linted.messages(in: source, targets: ["iOS15"], rules: rules, sdk: .sdk18)
    #expect(with18.map(\.0) == [Linted(4, 39, .missingAvailabilityCheck)])
    #expect(
      with18.first?.1.hasPrefix(
        "PrimitiveButtonStyle.glassProminent is not in the 18 SDK (Xcode 16) (--sdk), which iOS 15.0"
      ) == true)
    #expect(with18.first?.1.contains("#if canImport(SwiftUI, _version: 7.0)") == true)
    #expect(Linted.findings(in: source, targets: ["iOS15"], rules: rules, sdk: .sdk26) == [])
  }

  @Test func codeThatUsesANewerSDKsAPISaysWhichSDKItIsBuiltWith() {
    let source = """
      struct Retry: View {
        var body: some View {
          if #available(iOS 26.0, tvOS 26.0, *) {
            Button("Retry") {}.buttonStyle(.glassProminent)
          }
          Button("Retry") {}.controlSize(.small)
        }
      }
      """
    let targets = [
      AppleOS.tvOS: ResolvedDeploymentTarget(
        target: DeploymentTarget(.tvOS, OSVersion(15)), file: "TV.xcodeproj/project.pbxproj")
    ]
    let rules: Set<EmptyStateLinter.Rule> = [.missingAvailabilityCheck]
    // An old LastUpgradeCheck is not the last word: this code builds with the 26 SDK or none.
    let upgraded = ResolvedSDK(generation: .sdk18, origin: "LastUpgradeCheck 1620 in TV.xcodeproj")
    let fromProject = FileLinter(rules: rules, deploymentTargets: targets, sdk: upgraded)
    #expect(fromProject.lint(Array(source.utf8), path: "V.swift").findings.isEmpty)
    // `--sdk 18` is: then both are reported.
    let told = FileLinter(
      rules: rules, deploymentTargets: targets,
      sdk: ResolvedSDK(generation: .sdk18, origin: "--sdk"))
    #expect(told.lint(Array(source.utf8), path: "V.swift").findings.map(\.line) == [4, 6])
  }
}
