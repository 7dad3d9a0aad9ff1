import Foundation
import _EmptyStatesFuzzTargets

#if FUZZING
  import FuzzerRuntime
#endif

/// `empty-states-fuzz`. Built by `Fuzz/run` (with `-DFUZZING`, libFuzzer and ASan), it fuzzes
/// the target `FUZZ_TARGET` names, libFuzzer's flags and corpus folders as its arguments.
/// Built plainly, `empty-states-fuzz TARGET FILE...` checks saved inputs, as the test suite
/// does, and prints what each breaks.
@main enum FuzzDriver {
  /// The target being fuzzed: set once, before libFuzzer's first input.
  nonisolated(unsafe) static var target = FuzzTarget.spec

  static func main() {
    #if FUZZING
      let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
      guard let chosen = FuzzTarget(rawValue: name) else { usage("set FUZZ_TARGET to one of") }
      target = chosen
      var count = CommandLine.argc
      var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&count, &arguments) { start, size in
          let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
          let found = FuzzDriver.target.violations(bytes)
          if !found.isEmpty {
            // A broken property is a crash, so that libFuzzer saves the input.
            let report =
              "property broken (\(FuzzDriver.target.rawValue)):\n" + found.joined(separator: "\n")
            FileHandle.standardError.write(Data((report + "\n").utf8))
            abort()
          }
          return 0
        })
    #else
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        usage("usage: empty-states-fuzz TARGET FILE..., TARGET one of")
      }
      var broken = false
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(
            Data("error: empty-states-fuzz: cannot read \(path)\n".utf8))
          exit(66)
        }
        for violation in target.violations(Array(data)) {
          print("\(path): \(violation)")
          broken = true
        }
      }
      exit(broken ? 1 : 0)
    #endif
  }

  private static func usage(_ text: String) -> Never {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("error: empty-states-fuzz: \(text): \(names)\n".utf8))
    exit(64)
  }
}
