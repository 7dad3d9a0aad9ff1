import Testing

@testable import EmptyStates

/// The rule that lays the metrics on a terminal's character grid: a line as tall as the
/// description's text, a column half as wide, lengths rounded to whole cells.
@Suite struct CharacterGridTests {
  typealias Metrics = EmptyStateMetrics

  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func aLineIsTheDescriptionTallAndAColumnHalfAsWide(
    platform: Metrics.Platform, size: Metrics.Size
  ) {
    let metrics = Metrics(platform: platform, size: size)
    let grid = metrics.characterGrid
    #expect(grid.lineHeight == metrics.descriptionPointSize)
    #expect(grid.columnWidth * 2 == grid.lineHeight)
    #expect(grid.lines(grid.lineHeight) == 1)
    #expect(grid.columns(grid.lineHeight) == 2)
  }

  @Test func lengthsRoundToTheNearestWholeCell() {
    let grid = Metrics(platform: .web).characterGrid
    let line = grid.lineHeight
    #expect(grid.lines(line * 0.49) == 0, "less than half a line disappears")
    #expect(grid.lines(line * 0.5) == 1)
    #expect(grid.lines(line * 1.49) == 1)
    #expect(grid.lines(line * 2.6) == 3)
    #expect(grid.columns(grid.columnWidth * 3.4) == 3)
  }

  @Test(arguments: [0, -5, -.infinity, .infinity, .nan] as [Double])
  func nothingOrNonsenseIsNoCell(points: Double) {
    let grid = Metrics(platform: .web).characterGrid
    #expect(grid.lines(points) == 0)
    #expect(grid.columns(points) == 0)
  }

  @Test func hugeLengthsDoNotOverflow() {
    let grid = Metrics(platform: .web).characterGrid
    #expect(grid.lines(.greatestFiniteMagnitude) > 1_000_000)
  }

  /// Read on the terminal as the native layout reads: the description directly under its title,
  /// the symbol and the actions set apart by a blank line, actions a space or more apart.
  @Test(arguments: Metrics.Size.allCases)
  func theWebsGapsReadAsTheNativeLayoutDoes(size: Metrics.Size) {
    let metrics = Metrics(platform: .web, size: size)
    let grid = metrics.characterGrid
    #expect(grid.lines(metrics.titleToDescription) == 0)
    #expect(grid.lines(metrics.mediaToTitle) >= 1)
    #expect(grid.lines(metrics.textToActions) >= 1)
    #expect(grid.columns(metrics.actionSpacing) >= 1)
  }
}
