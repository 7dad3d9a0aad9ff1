// Seed 004: "Empty" (the swiftui-flx design system). Its code samples in order, with the FLX
// empty-state parts renamed to ours (`FLXEmpty` → `EmptyStateContainer`, `FLXEmptyHeader` →
// `EmptyStateHeader`, `FLXEmptyMedia` → `EmptyStateMedia`, `FLXEmptyTitle` → `EmptyStateTitle`,
// `FLXEmptyDescription` → `EmptyStateDescription`, `FLXEmptyContent` → `EmptyStateContent`,
// `FLXEmptyStyle` → `EmptyStateStyle`, `FLXEmptyStyleConfiguration` →
// `EmptyStateStyleConfiguration`, `.flxEmptyStyle(_:)` → `.emptyStateStyle(_:)`), then the
// design-system tokens they use. The seed's text lost the samples' line breaks;
// they are restored here, nothing else. Fragments sit in the smallest view that holds them.

import EmptyStatesUI
import SwiftUI

// MARK: - Sample 1: the usage example

// `.controlSize` is watchOS 9, and not on tvOS with the 18 SDK.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
struct EmptyUsageExample: View {
  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) {
          Image(systemName: "folder")
        }
        EmptyStateTitle("No Projects Yet")
        EmptyStateDescription(
          "You haven't created any projects yet. Get started by creating your first project.")
      }
      EmptyStateContent {
        HStack(spacing: FLXSpacing.sm) {
          FLXButton("Create") {}
          FLXButton("Import", variant: .outline) {}
        }
        FLXButton(variant: .link, action: {}) {
          HStack(spacing: FLXSpacing.xs) {
            Text("Learn More")
            Image(systemName: "arrow.up.right")
          }
        }
        .controlSize(.small)
      }
    }
  }
}

// MARK: - Sample 2: "Usage"

struct NoDataUsage: View {
  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) {
          Image(systemName: "tray")
        }
        EmptyStateTitle("No Data")
        EmptyStateDescription("No data found.")
      }
      EmptyStateContent {
        FLXButton("Add Data") {}
      }
    }
  }
}

// MARK: - Sample 3: as an overlay on an empty list

struct ProjectList: View {
  let projects: [Project]

  var body: some View {
    List(projects) { project in
      Text(project.name)
    }
    .overlay {
      if projects.isEmpty {
        EmptyStateContainer {
          EmptyStateHeader {
            EmptyStateTitle("No Projects Yet")
          }
        }
      }
    }
  }
}

// MARK: - Sample 4: "Media", the regular variant with an avatar

// `.controlSize` is watchOS 9, and not on tvOS with the 18 SDK.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
struct UserOffline: View {
  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia {
          FLXAvatar(size: .large) {
            FLXAvatarImage(url: URL(string: "https://github.com/shadcn.png"))
          }
        }
        EmptyStateTitle("User Offline")
        EmptyStateDescription(
          "This user is currently offline. You can leave a message to notify them or try again later."
        )
      }
      EmptyStateContent {
        FLXButton("Leave Message") {}
          .controlSize(.small)
      }
    }
  }
}

// MARK: - Sample 5: "Custom styling"

struct FLXOutlineEmptyStyle: EmptyStateStyle {
  func makeBody(configuration: Configuration) -> some View {
    FLXOutlineEmptyStyleBody(configuration: configuration)
  }
}

private struct FLXOutlineEmptyStyleBody: View {
  @Environment(\.flxTheme) private var theme
  let configuration: EmptyStateStyleConfiguration
  var body: some View {
    VStack(spacing: FLXSpacing.xl) {
      configuration.content
    }
    .padding(FLXSpacing.xl)
    .frame(maxWidth: .infinity)
    .overlay(
      RoundedRectangle(cornerRadius: theme.radius.lg)
        .strokeBorder(
          theme.colors.border, style: StrokeStyle(lineWidth: FLXBorderWidth.thin, dash: [4]))
    )
  }
}

// `.controlSize` is watchOS 9, and not on tvOS with the 18 SDK.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
struct CloudStorageEmpty: View {
  var body: some View {
    EmptyStateContainer {
      EmptyStateHeader {
        EmptyStateMedia(variant: .icon) {
          Image(systemName: "icloud")
        }
        EmptyStateTitle("Cloud Storage Empty")
        EmptyStateDescription("Upload files to your cloud storage to access them anywhere.")
      }
      EmptyStateContent {
        FLXButton("Upload Files", variant: .outline) {}
          .controlSize(.small)
      }
    }
    .emptyStateStyle(FLXOutlineEmptyStyle())
  }
}

// MARK: - Declarations the samples leave out: the design system's other tokens

struct Project: Identifiable {
  let id = UUID()
  var name: String
}

enum FLXSpacing {
  static let xs: CGFloat = 4
  static let sm: CGFloat = 8
  static let xl: CGFloat = 24
}

enum FLXBorderWidth {
  static let thin: CGFloat = 1
}

enum FLXButtonVariant {
  case primary
  case outline
  case link
}

struct FLXButton<Label: View>: View {
  let variant: FLXButtonVariant
  let action: @MainActor () -> Void
  let label: Label

  init(
    variant: FLXButtonVariant = .primary, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.variant = variant
    self.action = action
    self.label = label()
  }

  var body: some View {
    Button(action: action) { label }
  }
}

extension FLXButton where Label == Text {
  init(
    _ titleKey: LocalizedStringKey, variant: FLXButtonVariant = .primary,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(variant: variant, action: action) { Text(titleKey) }
  }
}

enum FLXAvatarSize {
  case small
  case regular
  case large
}

struct FLXAvatar<Content: View>: View {
  let size: FLXAvatarSize
  let content: Content

  init(size: FLXAvatarSize = .regular, @ViewBuilder content: () -> Content) {
    self.size = size
    self.content = content()
  }

  var body: some View { content.clipShape(Circle()) }
}

struct FLXAvatarImage: View {
  let url: URL?

  var body: some View { Image(decorative: url?.lastPathComponent ?? "avatar") }
}

struct FLXTheme: Sendable {
  struct Radius: Sendable {
    var lg: CGFloat = 12
  }

  struct Colors: Sendable {
    var border: Color = .gray
  }

  var radius = Radius()
  var colors = Colors()
}

private struct FLXThemeKey: EnvironmentKey {
  static let defaultValue = FLXTheme()
}

extension EnvironmentValues {
  /// The design system's theme.
  var flxTheme: FLXTheme {
    get { self[FLXThemeKey.self] }
    set { self[FLXThemeKey.self] = newValue }
  }
}
