import EmptyStates
import Foundation

extension FuzzTarget {
  /// Any bytes as a spec: decoding either fails with a one-line error that names no control
  /// character, or gives a state whose JSON form decodes back to the same state.
  static func checkSpec(_ data: [UInt8]) -> [String] {
    let state: EmptyState
    do {
      state = try EmptyState(json: Data(data))
    } catch {
      let message = error.description
      var found: [String] = []
      if message.isEmpty { found.append("an empty error message") }
      if message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        found.append("a control character in the error message: \(message.debugDescription)")
      }
      if message.unicodeScalars.count > 2_000 {
        found.append("an error message of \(message.unicodeScalars.count) scalars")
      }
      return found
    }
    do {
      let encoded = try JSONEncoder().encode(state)
      let decoded = try EmptyState(json: encoded)
      return decoded == state ? [] : ["the spec does not survive encoding and decoding again"]
    } catch {
      return ["a decoded spec does not decode again once encoded: \(error)"]
    }
  }
}
