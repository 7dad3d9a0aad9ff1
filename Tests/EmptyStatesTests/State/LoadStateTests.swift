import Foundation
import Testing

@testable import EmptyStates

@Suite struct LoadStateTests {
  @Test func beginLoadingKeepsTheLoadedValue() {
    var state = LoadState.loaded([1, 2])
    state.beginLoading()
    #expect(state.isLoading)
    #expect(state.value == [1, 2])
  }

  @Test func failureKeepsThePreviousValueAndTheError() {
    var state = LoadState.loaded(["a"])
    state.beginLoading()
    state.finish(.failure(URLError(.timedOut)))
    #expect(state.value == ["a"])
    #expect((state.error as? URLError)?.code == .timedOut)
    #expect(!state.isLoading)
  }

  @Test func successReplacesTheValue() {
    var state: LoadState<[Int]> = .loading
    #expect(state.value == nil)
    state.finish(.success([3]))
    #expect(state.value == [3])
    #expect(state.error == nil)
  }

  @Test func failedConvenienceHasNoPreviousValue() {
    let state = LoadState<[Int]>.failed(CancellationError())
    #expect(state.value == nil)
    #expect(state.error is CancellationError)
  }
}
