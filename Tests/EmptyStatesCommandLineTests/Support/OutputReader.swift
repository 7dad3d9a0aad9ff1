import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects what a ``PseudoTerminal``'s program writes, on a thread of its own, so that the
/// program never blocks on a full terminal buffer while a test is busy elsewhere.
///
/// Every read happens under the lock together with storing its result, so reads from the
/// thread and from the test (``read()``, to catch up at once) keep the bytes in order.
final class OutputReader: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var chunks: [PseudoTerminal.Chunk] = []
  private var isStopped = false
  private let finished = DispatchSemaphore(value: 0)

  /// A reader of `descriptor`, which must be non-blocking.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Reads until stopped, waking when there is output or every 20 ms.
  func run() {
    while !lock.withLock({ isStopped }) {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, 20)
      if ready > 0 && !read() {
        Thread.sleep(forTimeInterval: 0.02)  // Hung up or failed: do not spin.
      }
    }
    finished.signal()
  }

  /// Reads whatever is available now; false when the terminal reports an error.
  @discardableResult
  func read() -> Bool {
    lock.withLock {
      guard !isStopped else { return false }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = readAvailable(descriptor, into: &buffer)
        if count > 0 {
          let chunk = Array(buffer[..<count])
          bytes += chunk
          chunks.append(PseudoTerminal.Chunk(bytes: chunk, time: .now))
          continue
        }
        return count < 0 && (errno == EAGAIN || errno == EINTR)
      }
    }
  }

  /// The bytes and chunks read so far.
  func snapshot() -> (bytes: [UInt8], chunks: [PseudoTerminal.Chunk]) {
    lock.withLock { (bytes, chunks) }
  }

  /// How many bytes have been read.
  var count: Int {
    lock.withLock { bytes.count }
  }

  /// Stops the thread and waits for it, so the descriptor can be closed.
  func stop() {
    let wasRunning = lock.withLock {
      defer { isStopped = true }
      return !isStopped
    }
    if wasRunning { finished.wait() }
  }
}

/// `read(2)` into `buffer`, out of reach of ``OutputReader/read()``.
private func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
  buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}
