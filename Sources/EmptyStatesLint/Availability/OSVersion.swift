/// An operating system version such as 17, 17.4 or 10.15.2, ordered as versions are.
struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major version: 17 in 17.4.
  var major: Int
  /// The minor version: 4 in 17.4.
  var minor: Int
  /// The patch version: 2 in 10.15.2.
  var patch: Int

  /// A version from its parts.
  init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// A version read from one to three dot-separated decimal numbers ("17", "17.4", "10.15.2");
  /// `nil` for anything else (an empty part, a sign, a letter, a space, four parts).
  init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  /// "17.0", "17.4", "10.15.2": major and minor always, the patch when it is not 0.
  var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
