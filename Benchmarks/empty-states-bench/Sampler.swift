/// Times two pieces of work side by side: batches of each alternate, so a busy neighbour on a
/// shared machine slows both alike, and each figure is the median of its batches.
struct Sampler {
  /// Batches timed of each side.
  var samples: Int
  /// How long a batch should take at least; the iteration count is raised until it does.
  var batchDuration: Duration

  /// A sampler for work of microseconds or less.
  static let standard = Sampler(samples: 21, batchDuration: .milliseconds(20))
  /// A sampler for work of milliseconds or more.
  static let slow = Sampler(samples: 9, batchDuration: .milliseconds(1))

  /// The median time of one call of `ours` and of `baseline`, in nanoseconds.
  ///
  /// Both are warmed up, then timed in alternating batches of the same iteration count each
  /// side chose for itself.
  func compare<A, B>(_ ours: () -> A, _ baseline: () -> B) -> (ours: Double, baseline: Double) {
    let oursIterations = calibrate(ours)
    let baselineIterations = calibrate(baseline)
    var oursTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<samples {
      oursTimes.append(time(ours, iterations: oursIterations))
      baselineTimes.append(time(baseline, iterations: baselineIterations))
    }
    return (Self.median(oursTimes), Self.median(baselineTimes))
  }

  /// The iteration count whose batch lasts at least ``batchDuration``, after a warm-up.
  private func calibrate<T>(_ work: () -> T) -> Int {
    var iterations = 1
    while iterations < 1 << 30 {
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        for _ in 0..<iterations { blackHole(work()) }
      }
      if elapsed >= batchDuration { return iterations }
      iterations *= 2
    }
    return iterations
  }

  /// Nanoseconds per call over one batch.
  private func time<T>(_ work: () -> T, iterations: Int) -> Double {
    let elapsed = ContinuousClock().measure {
      for _ in 0..<iterations { blackHole(work()) }
    }
    return Self.nanoseconds(elapsed) / Double(iterations)
  }

  /// A duration in nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The median of `values`, which must not be empty.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

/// Keeps a result alive, so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
