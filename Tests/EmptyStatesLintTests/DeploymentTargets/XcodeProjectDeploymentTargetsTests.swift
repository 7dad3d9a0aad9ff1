import Testing

@testable import EmptyStatesLint

@Suite struct XcodeProjectDeploymentTargetsTests {
  /// A project at iOS 16.4 whose App target sets iOS 17.0, whose Widget target sets nothing, and
  /// whose Mac target's Debug and Release disagree.
  static let project = #"""
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
    /* Begin PBXNativeTarget section */
        T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = "Widget Extension"; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L4; name = Mac; };
    /* End PBXNativeTarget section */
        P1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1, T2, T3, ); };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
        L4 = {isa = XCConfigurationList; buildConfigurations = (C6, C7, ); };
        C1 /* Debug */ = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; SDKROOT = iphoneos; }; };
        C2 /* Release */ = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "16.4"; }; };
        C3 = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_NAME = "$(TARGET_NAME)"; }; };
        C4 = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
        C5 = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST = "a \"b\""; }; };
        C6 = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {MACOSX_DEPLOYMENT_TARGET = 13.0; }; };
        C7 = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {MACOSX_DEPLOYMENT_TARGET = 12.3; }; };
      };
      rootObject = P1;
    }
    """#

  @Test func aTargetSettingOverridesTheProjects() throws {
    let targets = try XcodeProjectDeploymentTargets.read(Self.project)
    #expect(targets["App"] == [.iOS: OSVersion(17)])
  }

  @Test func aTargetWithoutItsOwnSettingInheritsTheProjects() throws {
    let targets = try XcodeProjectDeploymentTargets.read(Self.project)
    #expect(targets["Widget Extension"] == [.iOS: OSVersion(16, 4)])
  }

  @Test func configurationsThatDisagreeGiveTheLowest() throws {
    let targets = try XcodeProjectDeploymentTargets.read(Self.project)
    #expect(targets["Mac"] == [.iOS: OSVersion(16, 4), .macOS: OSVersion(12, 3)])
    #expect(targets.count == 3)
  }

  /// A project whose settings name macOS, iOS and tvOS, as Xcode's templates do, with targets
  /// that build for fewer systems.
  static let platforms = #"""
    {
      objects = {
        P1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1, T2, T3, T4); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Phone; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = PhoneAndTV; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L4; name = Inherited; };
        T4 = {isa = PBXNativeTarget; buildConfigurationList = L5; name = MacAndVision; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        L4 = {isa = XCConfigurationList; buildConfigurations = (C4); };
        L5 = {isa = XCConfigurationList; buildConfigurations = (C5); };
        C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
          IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 12.0;
          TVOS_DEPLOYMENT_TARGET = 16.0; XROS_DEPLOYMENT_TARGET = 1.0; }; };
        C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
        C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
          SDKROOT = iphoneos;
          SUPPORTED_PLATFORMS = "appletvos appletvsimulator iphoneos iphonesimulator"; }; };
        C4 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
          SUPPORTED_PLATFORMS = "$(inherited) iphoneos"; }; };
        C5 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
          SDKROOT = auto; SUPPORTED_PLATFORMS = "macosx xros xrsimulator"; }; };
      };
      rootObject = P1;
    }
    """#

  @Test func aTargetCountsOnlyTheSystemsItBuildsFor() throws {
    let targets = try XcodeProjectDeploymentTargets.read(Self.platforms)
    #expect(targets["Phone"] == [.iOS: OSVersion(16)])
    #expect(targets["PhoneAndTV"] == [.iOS: OSVersion(16), .tvOS: OSVersion(16)])
    #expect(targets["MacAndVision"] == [.macOS: OSVersion(12), .visionOS: OSVersion(1)])
    // A list that reads another setting says nothing: every system the settings name counts.
    #expect(targets["Inherited"]?.count == 4)
  }

  @Test(arguments: [
    "", "{", "{ objects = { A = { isa = PBXNativeTarget; }; }",
    "{ objects = { A = \"unterminated }; }", "{ objects /* open comment = {}; }",
    "{ objects = ( a b ); }", "{ a = b; } trailing", "( a, b", "{ name = ; }",
    "{ objects = { T = {isa = PBXNativeTarget; name = A; buildConfigurationList = missing; }; }; }",
    "{ objects = { T = {isa = PBXNativeTarget; name = A; buildConfigurationList = L; };"
      + " L = {buildConfigurations = (C);}; C = {name = Debug;"
      + " buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = latest;};}; }; }",
    String(repeating: "(", count: 10_000),
    "\u{0}\u{1}binary",
  ])
  func malformedProjectsThrow(text: String) {
    #expect(throws: DeploymentTargetReadError.self) {
      try XcodeProjectDeploymentTargets.read(text)
    }
  }
}
