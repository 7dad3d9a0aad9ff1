import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind ``PseudoTerminal`` that differ between Linux and Darwin.
enum PTYSystem {
  #if canImport(Glibc)
    // Glibc declares these only under _XOPEN_SOURCE / _GNU_SOURCE, which Swift's Glibc module
    // does not define: look them up in the C library instead.
    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later), also declared only under _GNU_SOURCE.
    private static let spawnNewSession: Int32 = 0x80

    private static func function<Call>(_ name: String, as type: Call.Type) throws -> Call {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
        throw PseudoTerminal.Failure.system("dlsym(\(name))", errno: ENOSYS)
      }
      return unsafeBitCast(symbol, to: Call.self)
    }

    private static func grantpt(_ descriptor: Int32) throws -> Int32 {
      try function("grantpt", as: DescriptorCall.self)(descriptor)
    }

    private static func unlockpt(_ descriptor: Int32) throws -> Int32 {
      try function("unlockpt", as: DescriptorCall.self)(descriptor)
    }

    private static func ptsname(_ descriptor: Int32) throws -> String? {
      var name = [CChar](repeating: 0, count: 128)
      let result = try function("ptsname_r", as: NameCall.self)(descriptor, &name, name.count)
      guard result == 0 else { return nil }
      return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  #else
    private static let spawnNewSession = Int32(POSIX_SPAWN_SETSID)

    private static func ptsname(_ descriptor: Int32) throws -> String? {
      Darwin.ptsname(descriptor).map { String(cString: $0) }
    }
  #endif

  /// Opens a new pseudo-terminal's master side (non-inheritable) and returns it with the
  /// slave's device path.
  static func openMaster() throws -> (descriptor: Int32, path: String) {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw PseudoTerminal.Failure.system("open(/dev/ptmx)", errno: errno) }
    guard try grantpt(master) == 0, try unlockpt(master) == 0, let path = try ptsname(master)
    else {
      let code = errno
      closeDescriptor(master)
      throw PseudoTerminal.Failure.system("grantpt/unlockpt/ptsname", errno: code)
    }
    return (master, path)
  }

  /// Starts `executable` in a new session whose controlling terminal is `terminal`, which is
  /// its standard input, output and error; signals start with their default actions, unblocked.
  static func spawn(
    _ executable: String, arguments: [String], environment: [String: String], terminal: String
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened by a session leader without O_NOCTTY, the terminal becomes its controlling one.
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The test process may ignore or block signals (SIGPIPE, say); the program must not inherit
    // that.
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    let flags = spawnNewSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }
    var identifier: pid_t = 0
    let result = posix_spawn(&identifier, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw PseudoTerminal.Failure.system("posix_spawn(\(executable))", errno: result)
    }
    return identifier
  }

  /// Closes a descriptor (a free function, out of reach of `PseudoTerminal.close()`).
  static func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
  }
}
