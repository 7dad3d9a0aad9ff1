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

  /// SwiftUI draws every name of the core's list as the SF Symbol of that name, in the view and
  /// in the row.
  @Test(arguments: EmptyState.Media.symbolNames)
  func everySymbolOfTheCoreListIsDrawnAsItsSFSymbol(name: String) {
    let state = EmptyState("Title", media: .symbol(name))
    for tree in [_inspect(EmptyStateView(state)), _inspect(EmptyStateRow(state))] {
      #expect(tree.all(Image.self).map(\._source) == [.systemName(name)])
    }
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
      #expect(opacity == (isActive ? EmptyStateMetrics.Motion.standard.pulseOpacity : 1))
    }
  }

  /// The pulse moves as the core's motion says: absurd values in the environment show up in
  /// the tree, so the view states no duration or opacity of its own.
  @Test func opacityPulseMovesAsTheMotionSays() async {
    var values = EnvironmentValues()
    values.emptyStateMotion.pulseFadeDuration = 9.5
    values.emptyStateMotion.pulseOpacity = 0.123
    let pulse = OpacityPulse(isActive: true) { Image(systemName: "tray") }
    let animation =
      _inspect(pulse, environment: values).attributes("animation").first?
      .arguments["_"] as? Animation
    #expect(animation == Animation.easeInOut(duration: 9.5).repeatForever())
    for task in _inspect(pulse, environment: values).modifiers(_TaskModifier.self) {
      nonisolated(unsafe) let task = task
      await task._run()
    }
    let opacity =
      _inspect(pulse, environment: values).attributes("opacity").first?
      .arguments["_"] as? Double
    #expect(opacity == 0.123)
  }

  @Test func stateChangesFadeAsTheMotionSays() {
    var values = EnvironmentValues()
    values.emptyStateMotion.transitionDuration = 7.5
    let screen = Text("Rows").emptyState(.unavailable(.offline, reason: .failure(.offline)))
    let animations = _inspect(screen, environment: values).attributes("animation")
      .compactMap { $0.arguments["_"] as? Animation }
    #expect(animations.contains(Animation.easeInOut(duration: 7.5)))
    values._accessibilityReduceMotion = true
    let still = _inspect(screen, environment: values).attributes("animation")
      .compactMap { $0.arguments["_"] as? Animation }
    #expect(!still.contains(Animation.easeInOut(duration: 7.5)))
  }
}
