import Testing

@testable import EmptyStatesLint

@Suite struct BuildSetTests {
  @Test func systemsAreBuiltWithEverySDK() {
    let tvOS = BuildSet(.tvOS)
    for sdk in SDKGeneration.allCases {
      #expect(tvOS.contains(.tvOS, with: sdk))
      #expect(!tvOS.contains(.iOS, with: sdk))
    }
  }

  @Test func sdksHoldEverySystem() {
    let newer = BuildSet(sdks: [.sdk26, .sdk27])
    for os in AppleOS.allCases {
      #expect(!newer.contains(os, with: .sdk18))
      #expect(newer.contains(os, with: .sdk26))
      #expect(newer.contains(os, with: .sdk27))
    }
  }

  @Test func allAndTheComplement() {
    #expect(BuildSet(AppleOS.Set.all) == .all)
    #expect(BuildSet(sdks: SDKGeneration.allCases) == .all)
    #expect(BuildSet.all.complement == [])
    let tvOSWith18 = BuildSet(.tvOS).intersection(BuildSet(sdks: [.sdk18]))
    #expect(tvOSWith18.complement.contains(.tvOS, with: .sdk27))
    #expect(!tvOSWith18.complement.contains(.tvOS, with: .sdk18))
    #expect(tvOSWith18.union(tvOSWith18.complement) == .all)
  }
}
