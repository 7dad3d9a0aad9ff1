import Dispatch
import Foundation

/// Work spread over the machine's cores, with results in the order of the input.
enum ParallelMap {
  /// `transform` applied to each element of `input`, on as many threads as there are cores;
  /// the results are in `input`'s order whatever order the work finishes in.
  static func map<Input: Collection & Sendable, Output: Sendable>(
    _ input: Input, _ transform: @Sendable (Input.Element) -> Output
  ) -> [Output] where Input.Index == Int {
    let slots = Slots<Output>(count: input.count)
    DispatchQueue.concurrentPerform(iterations: input.count) { offset in
      slots.set(offset, transform(input[input.startIndex + offset]))
    }
    return slots.values()
  }

  /// The results so far, written from many threads under a lock.
  private final class Slots<Output: Sendable>: @unchecked Sendable {
    private var storage: [Output?]
    private let lock = NSLock()

    init(count: Int) {
      storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Output) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    func values() -> [Output] {
      lock.lock()
      defer { lock.unlock() }
      return storage.compactMap { $0 }
    }
  }
}
