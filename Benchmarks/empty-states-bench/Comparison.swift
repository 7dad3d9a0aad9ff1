/// One line of the report: a measurement of ours beside its baseline, measured in the same run.
struct Comparison {
  /// What a figure is counted in.
  enum Unit {
    /// Nanoseconds per operation.
    case time
    /// Bytes.
    case bytes
    /// Lines of source per second: a throughput, so a ratio above 1 is ours being faster.
    case linesPerSecond
  }

  /// What was measured.
  var name: String
  /// Ours.
  var ours: Double
  /// What ours is compared with.
  var baselineName: String
  /// The baseline's figure.
  var baseline: Double
  /// The unit of both figures.
  var unit: Unit

  /// Ours over the baseline: below 1 when ours is cheaper (above 1 when ours is faster, for
  /// ``Unit/linesPerSecond``).
  var ratio: Double {
    baseline > 0 ? ours / baseline : .infinity
  }

  /// A figure in this comparison's unit.
  func format(_ value: Double) -> String {
    Self.format(value, unit)
  }

  /// A number of bytes, with three significant digits.
  static func bytes(_ value: Double) -> String {
    format(value, .bytes)
  }

  /// A figure in a unit, with three significant digits.
  static func format(_ value: Double, _ unit: Unit) -> String {
    switch unit {
    case .time:
      if value >= 1e9 { return Self.digits(value / 1e9) + " s" }
      if value >= 1e6 { return Self.digits(value / 1e6) + " ms" }
      if value >= 1e3 { return Self.digits(value / 1e3) + " µs" }
      return Self.digits(value) + " ns"
    case .bytes:
      if value >= 1_048_576 { return Self.digits(value / 1_048_576) + " MiB" }
      if value >= 1024 { return Self.digits(value / 1024) + " KiB" }
      return Self.digits(value) + " B"
    case .linesPerSecond:
      if value >= 1e6 { return Self.digits(value / 1e6) + "M lines/s" }
      if value >= 1e3 { return Self.digits(value / 1e3) + "k lines/s" }
      return Self.digits(value) + " lines/s"
    }
  }

  /// `value` with three significant digits (no exponent).
  static func digits(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    let scale = [1.0, 10, 100][decimals]
    let rounded = (value * scale).rounded() / scale
    guard decimals > 0 else { return String(Int(rounded)) }
    let text = String(rounded)
    let fraction = text.split(separator: ".").last.map(String.init) ?? ""
    return text + String(repeating: "0", count: max(0, decimals - fraction.count))
  }
}
