import Foundation

/// Reads a `rusage` the same way on Linux and Darwin.
enum ResourceUsage {
  /// Peak resident memory, in bytes.
  static func peakMemory(_ usage: rusage) -> Double {
    #if canImport(Darwin)
      Double(usage.ru_maxrss)  // bytes on Darwin
    #else
      Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }

  /// User and system CPU time, in nanoseconds.
  static func cpuNanoseconds(_ usage: rusage) -> Double {
    let times = [usage.ru_utime, usage.ru_stime]
    return times.reduce(0) { $0 + Double($1.tv_sec) * 1e9 + Double($1.tv_usec) * 1e3 }
  }
}
