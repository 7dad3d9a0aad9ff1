extension LocalizedEmptyState {
  /// The picture above the title, with what assistive technology says for it resolved in the
  /// state's locale.
  public struct Media: Hashable, Sendable {
    /// Where the picture comes from.
    public var source: EmptyState.Media.Source
    /// How the picture is framed.
    public var variant: EmptyState.Media.Variant
    /// How a symbol moves; ignored for images.
    public var animation: EmptyState.Media.SymbolAnimation
    /// What assistive technology says for the picture, or `nil` when it is decorative.
    public var label: String?

    /// The SF Symbol's name, or `nil` for an asset image.
    public var symbolName: String? { source.symbolName }

    /// The asset image's name, or `nil` for a symbol.
    public var imageName: String? { source.imageName }
  }
}
