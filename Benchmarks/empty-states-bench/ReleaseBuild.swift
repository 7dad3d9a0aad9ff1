import Foundation

/// Products of this package built in release by SwiftPM, as a user builds them.
struct ReleaseBuild {
  /// Why a product could not be built.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The package to build in.
  var packageRoot: URL

  /// Builds each product in release and returns the folder the built products are in.
  ///
  /// - Throws: ``Failure`` when `swift build` fails.
  func build(_ products: [String]) throws(Failure) -> URL {
    let root = packageRoot.path
    for name in products {
      guard
        Machine.commandOutput(
          ["swift", "build", "-c", "release", "--package-path", root, "--product", name],
          quiet: false) != nil
      else { throw Failure(description: "swift build -c release --product \(name) failed") }
    }
    guard
      let binPath = Machine.commandOutput(
        ["swift", "build", "-c", "release", "--package-path", root, "--show-bin-path"])
    else { throw Failure(description: "swift build --show-bin-path failed") }
    return URL(fileURLWithPath: binPath, isDirectory: true)
  }
}
