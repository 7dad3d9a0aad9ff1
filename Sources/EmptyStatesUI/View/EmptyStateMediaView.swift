#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The media of a state: its symbol (animated as asked) or asset image, framed as its
  /// variant says, labelled for assistive technology when the state labels it.
  struct EmptyStateMediaView: View {
    let media: LocalizedEmptyState.Media?

    var body: some View {
      if let media, let label = media.label {
        framed(media).accessibilityLabel(Text(verbatim: label))
      } else if let media {
        framed(media)
      }
    }

    private func framed(_ media: LocalizedEmptyState.Media) -> some View {
      EmptyStateMediaFrame(variant: media.variant) {
        switch media.source {
        case .symbol(let name): EmptyStateSymbol(name, animation: media.animation)
        case .image(let name): Image(name)
        }
      }
    }
  }
#endif
