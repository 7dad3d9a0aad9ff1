/// `missing-availability-check`: APIs of the availability table (``AvailabilityTable``) used
/// where the deployment target is older than the API in the SDK the file is built with and no
/// check covers it, or that the SDK does not declare at all. Silent where nothing names a
/// deployment target.
///
/// The uses, the checks around them (`if #available`, `guard #available`, `@available`) and
/// the messages are read in `MissingAvailabilityCheck/`.
struct MissingAvailabilityCheckRule: LintRule {
  var id: EmptyStateLinter.Rule { .missingAvailabilityCheck }

  var documentation: Documentation {
    Documentation(
      summary: "An API newer than the deployment target, used without an availability check.",
      rationale:
        "ContentUnavailableView needs iOS 17: below the deployment target it is missing, and "
        + "the app does not build, or fails on older systems.",
      badExample: """
        // Deployment target iOS 16
        ContentUnavailableView("No Notes", systemImage: "note")
        """,
      goodExample: """
        if #available(iOS 17, *) {
          ContentUnavailableView("No Notes", systemImage: "note")
        } else {
          EmptyStateView("No Notes", systemImage: "note")
        }
        """,
      fix: "Wrap the use in if #available or mark the declaration @available, with a fallback "
        + "for older systems (EmptyStateView is one).")
  }

  func findings(in context: LintContext, build: BuildSettings) -> [RuleFinding] {
    guard !build.deploymentTargets.isEmpty else { return [] }
    let outline = context.outline
    let uses = context.availabilityUses()
    let sdk = context.sdk(building: uses, given: build.sdk)
    let generation = sdk.generation
    var findings: [RuleFinding] = []
    var checked: [Int: AvailabilityContext] = [:]
    var flagged: Set<Int> = []
    for (index, row) in uses {
      // `.symbolEffect(.bounce, …)`: the call's finding already asks for the check that covers
      // its implicit member.
      let open = outline.enclosing[index]
      if outline.kind(index - 1) == .period, open >= 0,
        let callee = outline.owner(ofBracketAt: open), flagged.contains(callee)
      {
        continue
      }
      let builds = outline.systems[index]
      let checks = context.availabilityContext(of: index, cache: &checked)
      let deployed = AppleOS.allCases.compactMap { os -> (AppleOS, ResolvedDeploymentTarget)? in
        guard let target = build.deploymentTargets[os], builds.contains(os, with: generation),
          !checks.excluded.contains(os)
        else { return nil }
        return (os, target)
      }
      guard !deployed.isEmpty else { continue }
      let message: String
      var systems = AppleOS.Set()
      if !row.isDeclared(in: generation) {
        // No `if #available` helps: the SDK has no such declaration.
        message = row.undeclaredMessage(in: sdk, builtBy: deployed.map(\.1))
        for (os, _) in deployed { systems.insert(AppleOS.Set(os)) }
      } else {
        // A check written for this API (`if #available(iOS 17, *)` around an iOS 17 view)
        // names the systems its author builds it for. A system left to its `*` where the API
        // only comes later would fail to compile on this very line, so code that ships this
        // way is not built there, whatever the settings list (a target naming tvOS that
        // nothing builds for), or the compiler says so first: only a system where no version
        // has the API (Liquid Glass on visionOS) is judged beside the named ones.
        let checkedFor = AppleOS.allCases.contains { os in
          checks.named.contains(os)
            && checks.raised[os].map { row.isAvailable(on: os, at: $0, in: generation) } == true
        }
        let judged =
          checkedFor
          ? deployed.filter { os, _ in
            checks.named.contains(os) || row.availability(on: os, in: generation) == .unavailable
          } : deployed
        let missing = judged.filter { os, target in
          let version = max(target.target.version, checks.raised[os] ?? target.target.version)
          return !row.isAvailable(on: os, at: version, in: generation)
        }
        guard !missing.isEmpty else { continue }
        message = row.unavailableMessage(in: sdk, missing: missing)
        for (os, _) in missing { systems.insert(AppleOS.Set(os)) }
      }
      context.availabilityReports[index] = (
        systems, row.match == .modifier ? row.baseName : nil
      )
      flagged.insert(index)
      findings.append(RuleFinding(token: index, rule: id, message: message))
    }
    return findings
  }
}
