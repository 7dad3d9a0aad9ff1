// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "swift-empty-states",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "EmptyStates", targets: ["EmptyStates"]),
    .library(name: "EmptyStatesTerminal", targets: ["EmptyStatesTerminal"]),
    .executable(name: "empty-states", targets: ["empty-states"]),
  ],
  targets: [
    .target(
      name: "EmptyStates",
      resources: [.copy("Resources/Localizable.xcstrings")]
    ),
    .target(name: "EmptyStatesTerminal", dependencies: ["EmptyStates"]),
    .executableTarget(
      name: "empty-states",
      dependencies: ["EmptyStates", "EmptyStatesTerminal"]
    ),
    .testTarget(name: "EmptyStatesTests", dependencies: ["EmptyStates"]),
    .testTarget(name: "EmptyStatesTerminalTests", dependencies: ["EmptyStatesTerminal"]),
    .testTarget(name: "EmptyStatesCLITests", dependencies: ["empty-states"]),
  ],
  swiftLanguageModes: [.v6]
)
