import EmptyStates
import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import EmptyStatesUI

/// Under `emptyStateSizesToFit()`, the automatic style measures the room it gets and takes the
/// size the platform's thresholds choose: the metrics of that size, drawn with the backport's
/// layout when it is not the regular one. Without it, the control size decides, as before.
@Suite @MainActor struct EmptyStateSizingTests {
  typealias Metrics = EmptyStateMetrics

  /// A binding to a value a test reads back.
  final class Box: @unchecked Sendable {
    var size: Metrics.Size?
    var binding: Binding<Metrics.Size?> {
      Binding(get: { self.size }, set: { self.size = $0 })
    }
  }

  func readers(_ view: some View) -> [EmptyStateSizeReader] {
    _inspect(view, environment: environment()).all(EmptyStateSizeReader.self)
  }

  @Test func onlyTheOptInMeasuresTheRoom() throws {
    #expect(readers(EmptyStateView(.offline)).isEmpty)
    #expect(readers(EmptyStateView(.offline).emptyStateSizesToFit(false)).isEmpty)
    let measured = readers(EmptyStateView(.offline).emptyStateSizesToFit())
    try #require(measured.count == 1)
    #expect(
      measured.first?.thresholds
        == Metrics.SizeThresholds(platform: PlatformSupport.metricsPlatform))
  }

  /// The reader reports, when it appears, the size chosen for the room its geometry reader
  /// measures: a macOS sidebar is compact, a whole window spacious.
  @Test(arguments: [
    (CGSize(width: 220, height: 640), Metrics.Size.compact),
    (CGSize(width: 640, height: 480), .regular),
    (CGSize(width: 1200, height: 760), .spacious),
  ])
  func theReaderReportsTheSizeForTheRoom(room: CGSize, expected: Metrics.Size) throws {
    let box = Box()
    var values = environment()
    values._geometrySize = room
    let reader = EmptyStateSizeReader(
      thresholds: Metrics.SizeThresholds(platform: .macOS), fitted: box.binding)
    let tree = _inspect(reader, environment: values)
    let onAppear = try #require(tree.attributes("onAppear").first?.arguments["_"] as? () -> Void)
    onAppear()
    #expect(box.size == expected)
  }

  /// A fitted size outranks the control size in the metrics every layout reads.
  @Test(arguments: Metrics.Size.allCases)
  func aFittedSizeOutranksTheControlSize(size: Metrics.Size) {
    var values = environment(controlSize: size == .compact ? .large : .mini)
    #expect(values.emptyStateMetrics.size != size)
    values.emptyStateFittedSize = size
    #expect(values.emptyStateMetrics.size == size)
  }

  /// The backport's layout draws a fitted state at its size's symbol size.
  @Test(arguments: [Metrics.Size.compact, .spacious])
  func theLayoutDrawsTheFittedSize(size: Metrics.Size) throws {
    var values = environment(fallback: true)
    values.emptyStateFittedSize = size
    let expected = CGFloat(
      Metrics(platform: PlatformSupport.metricsPlatform, size: size).symbolPointSize)
    let view = EmptyStateView("No Notes", systemImage: "doc.text")
    let regular = try #require(
      systemFontSizes(_inspect(view, environment: environment(fallback: true))).first)
    #expect(regular != expected)
    // The fitted size reaches the layout through the environment of the automatic body's parts.
    let tree = _inspect(
      EmptyStateStandardLayoutProbe().environment(\.emptyStateFittedSize, size),
      environment: values)
    #expect(systemFontSizes(tree) == [expected])
  }

  @Test(arguments: [
    (EmptyStateRendering.automatic, Metrics.Size?.none, true), (.automatic, .regular, true),
    (.automatic, .compact, false), (.automatic, .spacious, false), (.fallback, nil, false),
    (.fallback, .regular, false),
  ])
  func onlyTheRegularSizeIsDrawnNatively(
    rendering: EmptyStateRendering, size: Metrics.Size?, native: Bool
  ) {
    #expect(AutomaticEmptyStateBody.drawsNative(rendering: rendering, size: size) == native)
  }
}

/// The standard layout of a title and a symbol.
private struct EmptyStateStandardLayoutProbe: View {
  var body: some View {
    EmptyStateView("No Notes", systemImage: "doc.text").emptyStateStyle(.outlined)
  }
}
