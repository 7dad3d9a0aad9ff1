extension EmptyStateMetrics {
  /// The metrics on a text terminal's character grid: the rule that turns points into blank
  /// lines and columns, so a terminal states no measurement of its own.
  ///
  /// A line is as tall as the description's point size and a column half as wide (a terminal
  /// cell is about twice as tall as it is wide). A length becomes the nearest whole number of
  /// lines or columns: a gap of less than half a line disappears, one of a line or so becomes
  /// one blank line.
  ///
  /// ```swift
  /// let grid = EmptyStateMetrics(platform: .web).characterGrid
  /// grid.lines(15)    // 1: a blank line between the symbol and the title
  /// grid.lines(4)     // 0: the description follows the title directly
  /// grid.columns(12)  // 2: two spaces between actions
  /// ```
  package struct CharacterGrid: Hashable, Sendable {
    /// The height of a line, in points.
    package var lineHeight: Double
    /// The width of a column, in points.
    package var columnWidth: Double

    /// The grid of text set at `metrics`' description size.
    ///
    /// - Parameter metrics: The metrics whose description size sets the grid.
    package init(_ metrics: EmptyStateMetrics) {
      lineHeight = metrics.descriptionPointSize
      columnWidth = lineHeight / 2
    }

    /// The whole lines nearest to a length.
    ///
    /// - Parameter points: A length, in points.
    /// - Returns: The number of lines, never negative.
    package func lines(_ points: Double) -> Int {
      Self.cells(points, of: lineHeight)
    }

    /// The whole columns nearest to a length.
    ///
    /// - Parameter points: A length, in points.
    /// - Returns: The number of columns, never negative.
    package func columns(_ points: Double) -> Int {
      Self.cells(points, of: columnWidth)
    }

    private static func cells(_ points: Double, of cell: Double) -> Int {
      guard cell > 0, points.isFinite, points > 0 else { return 0 }
      return Int(min((points / cell).rounded(), Double(Int32.max)))
    }
  }

  /// These metrics on a terminal's character grid.
  package var characterGrid: CharacterGrid {
    CharacterGrid(self)
  }
}
