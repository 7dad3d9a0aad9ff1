extension EmptyState {
  /// The picture above an empty state's title: an SF Symbol or an image from the app's assets.
  public struct Media: Hashable, Sendable {
    /// Where the picture comes from.
    public enum Source: Hashable, Sendable {
      /// An SF Symbol, by name, such as `"tray"`.
      case symbol(String)
      /// An image from the app's asset catalog, by name.
      case image(String)

      /// The symbol's name, or `nil` for an image.
      public var symbolName: String? {
        if case .symbol(let name) = self { return name }
        return nil
      }

      /// The asset image's name, or `nil` for a symbol.
      public var imageName: String? {
        if case .image(let name) = self { return name }
        return nil
      }
    }

    /// How the picture is framed.
    public enum Variant: String, Hashable, Sendable, CaseIterable, Codable {
      /// The picture as it is, large and centred (the native look).
      case regular
      /// A symbol in a rounded, muted square.
      case icon
    }

    /// How a symbol moves. Renderers keep it still when the user asks for reduced motion.
    public enum SymbolAnimation: String, Hashable, Sendable, CaseIterable, Codable {
      /// No movement.
      case none
      /// A slow, repeating breathe (iOS 18 and macOS 15 style).
      case breathe
      /// A gentle, repeating change of opacity.
      case pulse
    }

    /// Where the picture comes from.
    public var source: Source
    /// How the picture is framed.
    public var variant: Variant
    /// How a symbol moves; ignored for images.
    public var animation: SymbolAnimation
    /// What assistive technology says for the picture. When `nil` (the default) the picture is
    /// decorative and hidden from assistive technology.
    public var accessibilityLabel: LocalizedText?

    /// Creates media from a source.
    ///
    /// - Parameters:
    ///   - source: An SF Symbol or asset image.
    ///   - variant: How the picture is framed.
    ///   - animation: How a symbol moves.
    ///   - accessibilityLabel: A label that makes the picture visible to assistive technology.
    public init(
      _ source: Source,
      variant: Variant = .regular,
      animation: SymbolAnimation = .none,
      accessibilityLabel: LocalizedText? = nil
    ) {
      self.source = source
      self.variant = variant
      self.animation = animation
      self.accessibilityLabel = accessibilityLabel
    }

    /// An SF Symbol, by name.
    ///
    /// - Parameters:
    ///   - name: The symbol's name, such as `"wifi.slash"`.
    ///   - variant: How the symbol is framed.
    ///   - animation: How the symbol moves.
    /// - Returns: Media showing the symbol.
    public static func symbol(
      _ name: String,
      variant: Variant = .regular,
      animation: SymbolAnimation = .none
    ) -> Media {
      Media(.symbol(name), variant: variant, animation: animation)
    }

    /// An image from the app's asset catalog, by name.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - variant: How the image is framed.
    /// - Returns: Media showing the image.
    public static func image(_ name: String, variant: Variant = .regular) -> Media {
      Media(.image(name), variant: variant)
    }

    /// The symbol's name, or `nil` for an image.
    public var symbolName: String? { source.symbolName }

    /// The asset image's name, or `nil` for a symbol.
    public var imageName: String? { source.imageName }
  }
}
