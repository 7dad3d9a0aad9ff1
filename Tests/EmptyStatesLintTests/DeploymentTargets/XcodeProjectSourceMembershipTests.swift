import Foundation
import Testing

@testable import EmptyStatesLint

@Suite struct XcodeProjectSourceMembershipTests {
  /// A hiking app at /p/Hikes: the app target (iOS 17.0, the project's setting) lists its files
  /// in its Sources phase and owns the synchronized folder AppIntents; the widget extension
  /// (iOS 16.4) owns the synchronized folder Widget, shares Formatting.swift through its own
  /// Sources phase and TrailIntent.swift through an exception set of AppIntents.
  ///
  /// On disk: App/AppEntry.swift, App/Screens/{List,Detail}.swift (group Screens inside App),
  /// Shared/Formatting.swift (group "Shared" has no folder), Models/Trail.swift (group Models,
  /// with a folder, inside "Shared"), Generated/Strings.swift (SOURCE_ROOT, though shown in App),
  /// /opt/shared/Logging.swift (absolute), App/Base.lproj/Intents.intentdefinition (a variant
  /// group), Widget/… and AppIntents/… (synchronized).
  static let project = #"""
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {
      };
      objectVersion = 77;
      objects = {

    /* Begin PBXBuildFile section */
        B001 /* AppEntry.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppEntry.swift */; };
        B002 /* List.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* List.swift */; };
        B003 /* Detail.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Detail.swift */; };
        B004 /* Formatting.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* Formatting.swift */; };
        B005 /* Trail.swift in Sources */ = {isa = PBXBuildFile; fileRef = F005 /* Trail.swift */; };
        B006 /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = F006 /* Strings.swift */; };
        B007 /* Intents.intentdefinition in Sources */ = {isa = PBXBuildFile; fileRef = V001 /* Intents.intentdefinition */; };
        B008 /* Formatting.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* Formatting.swift */; };
        B009 /* Logging.swift in Sources */ = {isa = PBXBuildFile; fileRef = F007 /* Logging.swift */; };
        B010 /* Hikes.app in Embed */ = {isa = PBXBuildFile; fileRef = F010 /* Hikes.app */; };
        B011 /* Charts in Frameworks */ = {isa = PBXBuildFile; productRef = R001 /* Charts */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
        F001 /* AppEntry.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppEntry.swift; sourceTree = "<group>"; };
        F002 /* List.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = List.swift; sourceTree = "<group>"; };
        F003 /* Detail.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Detail.swift; sourceTree = "<group>"; };
        F004 /* Formatting.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Formatting.swift; sourceTree = "<group>"; };
        F005 /* Trail.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Trail.swift; sourceTree = "<group>"; };
        F006 /* Strings.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Generated/Strings.swift; sourceTree = SOURCE_ROOT; };
        F007 /* Logging.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/shared/Logging.swift; sourceTree = "<absolute>"; };
        F008 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.intentdefinition; name = Base; path = Base.lproj/Intents.intentdefinition; sourceTree = "<group>"; };
        F009 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Intents.strings; sourceTree = "<group>"; };
        F010 /* Hikes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Hikes.app; sourceTree = BUILT_PRODUCTS_DIR; };
        F011 /* WidgetKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        E001 /* Exceptions for "Widget" folder in "HikesWidget" target */ = {
          isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (
            Info.plist,
            Previews,
          );
          target = T002 /* HikesWidget */;
        };
        E002 /* Exceptions for "AppIntents" folder in "HikesWidget" target */ = {
          isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (
            TrailIntent.swift,
          );
          target = T002 /* HikesWidget */;
        };
        E003 /* Exceptions for "AppIntents" folder in "Hikes" target */ = {
          isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
          membershipExceptions = (
            Debug/DebugIntent.swift,
          );
          target = T001 /* Hikes */;
        };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
        S001 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* Exceptions for "Widget" folder in "HikesWidget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
        S002 /* AppIntents */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E002 /* Exceptions for "AppIntents" folder in "HikesWidget" target */, E003 /* Exceptions for "AppIntents" folder in "Hikes" target */, ); explicitFileTypes = {}; explicitFolders = (); path = AppIntents; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
        G000 = {
          isa = PBXGroup;
          children = (
            G001 /* App */,
            G002 /* Shared */,
            S001 /* Widget */,
            S002 /* AppIntents */,
            F007 /* Logging.swift */,
            G004 /* Frameworks */,
            G005 /* Products */,
          );
          sourceTree = "<group>";
        };
        G001 /* App */ = {
          isa = PBXGroup;
          children = (
            F001 /* AppEntry.swift */,
            G003 /* Screens */,
            F006 /* Strings.swift */,
            V001 /* Intents.intentdefinition */,
          );
          path = App;
          sourceTree = "<group>";
        };
        G002 /* Shared */ = {
          isa = PBXGroup;
          children = (
            F004 /* Formatting.swift */,
            G006 /* Models */,
          );
          name = Shared;
          sourceTree = "<group>";
        };
        G003 /* Screens */ = {
          isa = PBXGroup;
          children = (
            F002 /* List.swift */,
            F003 /* Detail.swift */,
          );
          path = Screens;
          sourceTree = "<group>";
        };
        G004 /* Frameworks */ = {
          isa = PBXGroup;
          children = (
            F011 /* WidgetKit.framework */,
          );
          name = Frameworks;
          sourceTree = "<group>";
        };
        G005 /* Products */ = {
          isa = PBXGroup;
          children = (
            F010 /* Hikes.app */,
          );
          name = Products;
          sourceTree = "<group>";
        };
        G006 /* Models */ = {
          isa = PBXGroup;
          children = (
            F005 /* Trail.swift */,
          );
          path = Models;
          sourceTree = "<group>";
        };
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
        T001 /* Hikes */ = {
          isa = PBXNativeTarget;
          buildConfigurationList = L002 /* Build configuration list for PBXNativeTarget "Hikes" */;
          buildPhases = (
            P001 /* Sources */,
            P003 /* Frameworks */,
          );
          fileSystemSynchronizedGroups = (
            S002 /* AppIntents */,
          );
          name = Hikes;
          productReference = F010 /* Hikes.app */;
          productType = "com.apple.product-type.application";
        };
        T002 /* HikesWidget */ = {
          isa = PBXNativeTarget;
          buildConfigurationList = L003 /* Build configuration list for PBXNativeTarget "HikesWidget" */;
          buildPhases = (
            P002 /* Sources */,
          );
          fileSystemSynchronizedGroups = (
            S001 /* Widget */,
          );
          name = HikesWidget;
          productType = "com.apple.product-type.app-extension";
        };
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
        X001 /* Project object */ = {
          isa = PBXProject;
          attributes = {
            LastUpgradeCheck = 1600;
          };
          buildConfigurationList = L001 /* Build configuration list for PBXProject "Hikes" */;
          mainGroup = G000;
          productRefGroup = G005 /* Products */;
          projectDirPath = "";
          projectRoot = "";
          targets = (
            T001 /* Hikes */,
            T002 /* HikesWidget */,
          );
        };
    /* End PBXProject section */

    /* Begin PBXFrameworksBuildPhase section */
        P003 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B011 /* Charts in Frameworks */, ); };
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
        P001 /* Sources */ = {
          isa = PBXSourcesBuildPhase;
          buildActionMask = 2147483647;
          files = (
            B001 /* AppEntry.swift in Sources */,
            B002 /* List.swift in Sources */,
            B003 /* Detail.swift in Sources */,
            B004 /* Formatting.swift in Sources */,
            B005 /* Trail.swift in Sources */,
            B006 /* Strings.swift in Sources */,
            B007 /* Intents.intentdefinition in Sources */,
          );
          runOnlyForDeploymentPostprocessing = 0;
        };
        P002 /* Sources */ = {
          isa = PBXSourcesBuildPhase;
          buildActionMask = 2147483647;
          files = (
            B008 /* Formatting.swift in Sources */,
            B009 /* Logging.swift in Sources */,
          );
          runOnlyForDeploymentPostprocessing = 0;
        };
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
        V001 /* Intents.intentdefinition */ = {
          isa = PBXVariantGroup;
          children = (
            F008 /* Base */,
            F009 /* en */,
          );
          name = Intents.intentdefinition;
          sourceTree = "<group>";
        };
    /* End PBXVariantGroup section */

    /* Begin XCBuildConfiguration section */
        C001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Debug; };
        C002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Release; };
        C003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        C004 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        C005 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; INFOPLIST_FILE = Widget/Info.plist; }; name = Debug; };
        C006 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
        L001 = {isa = XCConfigurationList; buildConfigurations = (C001, C002, ); defaultConfigurationName = Release; };
        L002 = {isa = XCConfigurationList; buildConfigurations = (C003, C004, ); defaultConfigurationName = Release; };
        L003 = {isa = XCConfigurationList; buildConfigurations = (C005, C006, ); defaultConfigurationName = Release; };
    /* End XCConfigurationList section */
      };
      rootObject = X001 /* Project object */;
    }
    """#

  static let projectFile = "/p/Hikes/Hikes.xcodeproj/project.pbxproj"

  static func membership() throws -> SourceMembership {
    try XcodeProjectSourceMembership.read(
      OldStylePropertyListParser.parse(project), projectFile: projectFile)
  }

  @Test(arguments: [
    ("/p/Hikes/App/AppEntry.swift", ["Hikes"]),
    ("/p/Hikes/App/Screens/List.swift", ["Hikes"]),
    ("/p/Hikes/App/Screens/Detail.swift", ["Hikes"]),
    // In the group "Shared", which has no folder: its path starts at the project's folder.
    ("/p/Hikes/Shared/Formatting.swift", ["Hikes", "HikesWidget"]),
    // Group Models has a folder, inside the folderless "Shared".
    ("/p/Hikes/Models/Trail.swift", ["Hikes"]),
    // SOURCE_ROOT: from the project's folder, whatever group shows it.
    ("/p/Hikes/Generated/Strings.swift", ["Hikes"]),
    ("/opt/shared/Logging.swift", ["HikesWidget"]),
    // A variant group stands for each of its files.
    ("/p/Hikes/App/Base.lproj/Intents.intentdefinition", ["Hikes"]),
    ("/p/Hikes/App/en.lproj/Intents.strings", ["Hikes"]),
  ])
  func sourcesPhasesListFilesByTheirGroupPaths(path: String, targets: [String]) throws {
    #expect(try Self.membership().targets(compiling: path) == Set(targets))
  }

  @Test(arguments: [
    ("/p/Hikes/Widget/NearbyWidget.swift", ["HikesWidget"]),
    ("/p/Hikes/Widget/Timeline/Provider.swift", ["HikesWidget"]),
    // The widget's own exceptions take a file and a whole folder out of it.
    ("/p/Hikes/Widget/Info.plist", []),
    ("/p/Hikes/Widget/Previews/NearbyPreview.swift", []),
    ("/p/Hikes/AppIntents/OpenTrailIntent.swift", ["Hikes"]),
    // An exception set for a target that does not own the folder adds the file to it.
    ("/p/Hikes/AppIntents/TrailIntent.swift", ["Hikes", "HikesWidget"]),
    ("/p/Hikes/AppIntents/Debug/DebugIntent.swift", []),
  ])
  func synchronizedFoldersGiveTheirFilesButForTheExceptions(
    path: String, targets: [String]
  ) throws {
    #expect(try Self.membership().targets(compiling: path) == Set(targets))
  }

  @Test(arguments: [
    "/p/Hikes/Unlisted.swift", "/p/Hikes/App/Unlisted.swift", "/p/Hikes/App/Screens/list.swift",
    "/q/Hikes/App/AppEntry.swift", "/p/Hikes/AppEntry.swift", "/p/Hikes/Formatting.swift",
  ])
  func aPathNoTargetListsHasNoTarget(path: String) throws {
    #expect(try Self.membership().targets(compiling: path).isEmpty)
  }

  @Test func projectDirPathMovesTheProjectsFolder() throws {
    let moved = Self.project.replacingOccurrences(
      of: #"projectDirPath = "";"#, with: "projectDirPath = ../Sources;")
    let membership = try XcodeProjectSourceMembership.read(
      OldStylePropertyListParser.parse(moved), projectFile: Self.projectFile)
    #expect(membership.targets(compiling: "/p/Sources/App/AppEntry.swift") == ["Hikes"])
    #expect(membership.targets(compiling: "/p/Hikes/App/AppEntry.swift").isEmpty)
  }

  @Test(arguments: [
    ("{ objects = { }; }", XcodeProjectSourceMembership.Error.noProject),
    ("{ objects = { X = {isa = PBXGroup; }; }; rootObject = X; }", .noProject),
    ("{ objects = { X = {isa = PBXProject; }; }; rootObject = X; }", .noMainGroup),
    (
      "{ objects = { X = {isa = PBXProject; mainGroup = F; }; F = {isa = PBXFileReference; }; };"
        + " rootObject = X; }", .noMainGroup
    ),
  ])
  func aFileWithoutProjectOrMainGroupIsAnError(
    text: String, error: XcodeProjectSourceMembership.Error
  ) throws {
    let root = try OldStylePropertyListParser.parse(text)
    #expect(throws: error) {
      try XcodeProjectSourceMembership.read(root, projectFile: Self.projectFile)
    }
    #expect(error.description.contains("mainGroup") || error.description.contains("PBXProject"))
  }
}
