import EmptyStatesLint
import Foundation

/// The ids of the checks that ran, in order: what ``CheckSpy`` stand-ins record.
final class CheckLog: @unchecked Sendable {
  private let lock = NSLock()
  private var ids: [EmptyStateLinter.Rule] = []

  /// The ids recorded so far.
  var ran: [EmptyStateLinter.Rule] {
    get { lock.withLock { ids } }
    set { lock.withLock { ids = newValue } }
  }
}
