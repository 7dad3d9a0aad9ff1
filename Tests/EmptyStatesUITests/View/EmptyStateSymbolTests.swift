import EmptyStates
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

@Suite @MainActor struct EmptyStateSymbolTests {
  func symbolEffectIsActive(_ tree: _ViewNode) -> [Bool] {
    tree.attributes("symbolEffect").compactMap { $0.arguments["isActive"] as? Bool }
  }

  @Test(arguments: [EmptyState.Media.SymbolAnimation.breathe, .pulse])
  func symbolMovesUnlessMotionIsReduced(animation: EmptyState.Media.SymbolAnimation) {
    let symbol = EmptyStateSymbol("tray", animation: animation)
    #expect(symbolEffectIsActive(_inspect(symbol, environment: environment())) == [true])
    #expect(
      symbolEffectIsActive(_inspect(symbol, environment: environment(reduceMotion: true))) == [
        false
      ])
  }

  @Test func breatheUsesTheBreatheEffect() {
    let tree = _inspect(EmptyStateSymbol("tray", animation: .breathe))
    #expect(tree.attributes("symbolEffect").first?.arguments["_"] is BreatheSymbolEffect)
  }

  @Test func stillSymbolNeverMoves() {
    #expect(symbolEffectIsActive(_inspect(EmptyStateSymbol("tray"))) == [false])
  }

  @Test func animatedPresetMediaReachesTheSymbol() {
    let state = EmptyState("No Messages", media: .symbol("tray", animation: .breathe))
    let tree = _inspect(EmptyStateView(state), environment: environment(reduceMotion: true))
    #expect(symbolEffectIsActive(tree) == [false])
  }

  @Test func opacityPulseStopsUnderReduceMotion() {
    let active = _inspect(OpacityPulse(isActive: true) { Image(systemName: "tray") })
    #expect(active.attributes("animation").first?.arguments["_"] as? Animation != nil)
    let still = _inspect(OpacityPulse(isActive: false) { Image(systemName: "tray") })
    #expect(still.attributes("animation").first?.arguments["_"] as? Animation == nil)
    #expect(still.attributes("opacity").first?.arguments["_"] as? Double == 1)
  }

  @Test func opacityPulseStartsFromItsTaskAndAnInactiveOneStaysStill() async {
    for isActive in [true, false] {
      let pulse = OpacityPulse(isActive: isActive) { Image(systemName: "tray") }
      #expect(_inspect(pulse).attributes("opacity").first?.arguments["_"] as? Double == 1)
      for task in _inspect(pulse).modifiers(_TaskModifier.self) {
        nonisolated(unsafe) let task = task
        await task._run()
      }
      let opacity = _inspect(pulse).attributes("opacity").first?.arguments["_"] as? Double
      #expect(opacity == (isActive ? 0.4 : 1))
    }
  }
}
