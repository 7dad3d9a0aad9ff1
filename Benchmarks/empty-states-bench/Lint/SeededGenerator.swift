/// A deterministic source of choices for the corpus: SplitMix64 from a fixed seed, with its own
/// bounded draw, so the corpus is the same bytes on every run, machine and Swift version (the
/// standard library's `random(in:using:)` may change its algorithm between releases).
struct SeededGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  mutating func below(_ bound: Int) -> Int {
    Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// One of `choices`, which must not be empty.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[below(choices.count)]
  }

  /// `true` in `percent` draws out of a hundred.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
