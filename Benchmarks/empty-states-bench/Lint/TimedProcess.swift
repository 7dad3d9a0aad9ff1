import Foundation

/// A child process timed from spawn to exit, with what the kernel accounted to it (`wait4`):
/// its CPU time and peak memory, its descendants' included.
struct TimedProcess {
  /// One run's figures.
  struct Run {
    /// Wall clock from spawn to exit, in nanoseconds.
    var wall: Double
    /// User and system CPU time, in nanoseconds.
    var cpu: Double
    /// Peak resident memory, in bytes.
    var peakMemory: Double
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
  }

  /// Why a child could not run.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The program's path.
  var executable: String
  /// Its arguments.
  var arguments: [String]

  /// Runs it once, its standard output into the file `output` and its standard error into the
  /// file `errors` (each created or truncated), and waits for it.
  ///
  /// - Throws: ``Failure`` when it cannot be spawned or waited for.
  func run(output: String, errors: String) throws(Failure) -> Run {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let flags = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, flags, 0o644)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors, flags, 0o644)
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw Failure(
        description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else {
        throw Failure(
          description: "cannot wait for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    let wall = Sampler.nanoseconds(start.duration(to: clock.now))
    let signal = status & 0x7F
    return Run(
      wall: wall, cpu: ResourceUsage.cpuNanoseconds(usage),
      peakMemory: ResourceUsage.peakMemory(usage),
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
  }
}
