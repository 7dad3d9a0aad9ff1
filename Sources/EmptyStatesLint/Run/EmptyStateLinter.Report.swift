extension EmptyStateLinter {
  /// What ``EmptyStateLinter/lint(_:)`` found.
  public struct Report: Hashable, Sendable {
    /// The findings: path by path in the order given; a folder's files in sorted order; each
    /// file's by line and column.
    public var findings: [EmptyStateLinter.Finding]
    /// One line for each path that could not be read, was skipped or was read only in part, and
    /// for each project file whose deployment targets could not be read; in the same order.
    public var notes: [Note]

    /// Whether some path given, or found in a folder, could not be read at all.
    public var hasUnreadablePaths: Bool {
      notes.contains(where: \.isUnreadable)
    }
  }
}
