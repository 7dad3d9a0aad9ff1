#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  extension EmptyStateView
  where
    Label == SwiftUI.Label<Text, Image>, Description == Text?,
    Actions == EmptyView
  {
    /// Creates an empty state with a title looked up in the app's strings and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title's localization key.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear here or what to do next.
    public nonisolated init(
      _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
    ) {
      self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an empty state with a title shown as given and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title, not localized.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear here or what to do next.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
      self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an empty state with a localized title resource and an SF Symbol.
    ///
    /// - Parameters:
    ///   - title: The title's localized resource.
    ///   - name: The SF Symbol's name.
    ///   - description: What will appear here or what to do next.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public nonisolated init(
      _ title: LocalizedStringResource, systemImage name: String, description: Text? = nil
    ) {
      // `Label(_: LocalizedStringResource, systemImage:)` is in the iOS 26 SDK only: the same
      // label, built from its parts, builds with older SDKs too.
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

    /// Creates an empty state with a title looked up in the app's strings and an asset image.
    ///
    /// - Parameters:
    ///   - title: The title's localization key.
    ///   - name: The asset image's name.
    ///   - description: What will appear here or what to do next.
    public nonisolated init(
      _ title: LocalizedStringKey, image name: String, description: Text? = nil
    ) {
      self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an empty state with a title shown as given and an asset image.
    ///
    /// - Parameters:
    ///   - title: The title, not localized.
    ///   - name: The asset image's name.
    ///   - description: What will appear here or what to do next.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
      self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an empty state with a localized title resource and an asset image.
    ///
    /// - Parameters:
    ///   - title: The title's localized resource.
    ///   - name: The asset image's name.
    ///   - description: What will appear here or what to do next.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public nonisolated init(
      _ title: LocalizedStringResource, image name: String, description: Text? = nil
    ) {
      // No SDK has `Label(_: LocalizedStringResource, image:)`: the same label, built from its
      // parts.
      self.init(
        label: {
          SwiftUI.Label {
            Text(title)
          } icon: {
            Image(name)
          }
        },
        description: { description })
    }
  }
#endif
