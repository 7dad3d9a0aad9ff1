#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension EmptyStateRow
  where
    Label == SwiftUI.Label<Text, Image>, Description == Text?,
    Actions == EmptyView
  {
    /// Creates an empty row with a title looked up in the app's strings and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title's localization key.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear in the section.
    public nonisolated init(
      _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
    ) {
      self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an empty row with a title shown as given and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title, not localized.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear in the section.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
      self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an empty row with a localized title resource and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title's localized resource.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear in the section.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public nonisolated init(
      _ title: LocalizedStringResource, systemImage name: String, description: Text? = nil
    ) {
      // As `EmptyStateView`'s: the label built from its parts, for SDKs before iOS 26's.
      self.init(
        label: {
          SwiftUI.Label {
            Text(title)
          } icon: {
            Image(systemName: name)
          }
        },
        description: { description })
    }
  }
#endif
