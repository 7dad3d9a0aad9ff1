import Foundation
import Testing

@testable import EmptyStates

/// An error the app already describes supplies the copy when asked; classification stays ours,
/// and system error text never reaches the screen.
@Suite struct EmptyStateFailureTests {
  struct StorageFull: LocalizedError, RecoverableError {
    var errorDescription: String? { "Sync Paused" }
    var failureReason: String? { "Your storage is full." }
    var recoverySuggestion: String? { "Free some space to sync again." }
    var recoveryOptions: [String] { ["Manage Storage", "  ", "Upgrade Plan"] }
    func attemptRecovery(optionIndex: Int) -> Bool { true }
  }

  struct Friendly: LocalizedError {
    var errorDescription: String? { "The album was shared with someone else." }
  }

  @Test func errorTextStaysOutOfTheCopyUnlessAskedFor() throws {
    #expect(EmptyState(failure: StorageFull()) == .loadFailed)
    #expect(EmptyState(failure: Friendly()) == .loadFailed)
  }

  @Test func aLocalizedErrorWritesTheCopyAndKeepsOurActions() throws {
    let state = try #require(EmptyState(failure: StorageFull(), usesErrorText: true))
    #expect(state.title == .verbatim("Sync Paused"))
    #expect(state.description == .verbatim("Your storage is full. Free some space to sync again."))
    #expect(state.media == EmptyState.loadFailed.media)
    #expect(state.tone == EmptyState.loadFailed.tone)
    // Try Again stays first; the blank option is dropped, the others keep their index.
    #expect(state.actions.map(\.id) == [.retry, .recovery(0), .recovery(2)])
    #expect(
      state.actions.dropFirst().map(\.title) == [
        .verbatim("Manage Storage"), .verbatim("Upgrade Plan"),
      ])
    #expect(state.actions.dropFirst().allSatisfy { $0.role == .secondary })
    let friendly = try #require(EmptyState(failure: Friendly(), usesErrorText: true))
    #expect(friendly.title == .verbatim("The album was shared with someone else."))
    #expect(friendly.description == EmptyState.loadFailed.description)
  }

  @Test func classificationStillDecidesTheWayForward() throws {
    struct Expired: LocalizedError, HTTPStatusError {
      var httpStatusCode: Int { 401 }
      var errorDescription: String? { "Session Expired" }
    }
    let state = try #require(EmptyState(failure: Expired(), usesErrorText: true))
    #expect(state.title == .verbatim("Session Expired"))
    #expect(state.actions.map(\.id) == [.signIn])
  }

  @Test(arguments: [
    URLError(.notConnectedToInternet) as any Error, CocoaError(.fileReadNoSuchFile),
    NSError(domain: "MyApp", code: 1), POSIXError(.ECONNRESET),
  ])
  func systemErrorTextNeverReachesTheScreen(error: any Error) throws {
    let state = try #require(EmptyState(failure: error, usesErrorText: true))
    let preset = try #require(FailureReason(classifying: error).preset).emptyState()
    #expect(state == preset)
  }

  @Test func boilerplateAndHostileTextIsLeftOut() throws {
    struct Boilerplate: LocalizedError {
      var errorDescription: String? { "The operation couldn’t be completed. (MyApp.E error 1.)" }
      var failureReason: String? { "\u{1B}[31mDisk\u{202E} full\n" }
    }
    let state = try #require(EmptyState(failure: Boilerplate(), usesErrorText: true))
    #expect(state.title == EmptyState.loadFailed.title)
    // The escape and the override go; the printable rest stays, as everywhere.
    #expect(state.description == .verbatim("[31mDisk full"))
  }

  @Test func aPlainErrorsDescriptionIsUsedOnlyWhenItIsNotSystemText() throws {
    struct Plain: Error {}
    let state = try #require(EmptyState(failure: Plain(), usesErrorText: true))
    #expect(state == .loadFailed)
  }

  @Test func recoveryIDsNameTheirOption() {
    #expect(EmptyState.Action.ID.recovery(3).rawValue == "recovery-3")
    #expect(EmptyState.Action.ID.recovery(3).recoveryOption == 3)
    #expect(EmptyState.Action.ID.retry.recoveryOption == nil)
    #expect(EmptyState.Action.ID(rawValue: "recovery-")?.recoveryOption == nil)
    #expect(EmptyState.Action.ID(rawValue: "recovery-x1")?.recoveryOption == nil)
  }
}
