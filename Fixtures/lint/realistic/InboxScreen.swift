import SwiftUI

// A mail client: mailboxes, a message list with pull to refresh, and a flagged tab.

struct MailMessage: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var isFlagged: Bool
    var isUnread: Bool
}

enum MailLoadPhase: Equatable {
    case idle
    case loading
    case loaded
    case failed
}

@MainActor
@Observable
final class MailboxModel {
    var messages: [MailMessage] = []
    var phase = MailLoadPhase.idle
    var flagged: [MailMessage] = []

    func refresh() async {
        phase = .loading
        do {
            messages = try await MailService.fetchInbox()
            phase = .loaded
        } catch {
            phase = .failed
        }
    }

    func loadFlagged() async {
        flagged = (try? await MailService.fetchFlagged()) ?? []
    }
}

struct InboxScreen: View {
    @State private var model = MailboxModel()

    var body: some View {
        TabView {
            NavigationStack {
                inbox
                    .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }

            NavigationStack {
                FlaggedList(model: model)
                    .navigationTitle("Flagged")
            }
            .tabItem { Label("Flagged", systemImage: "flag") }
        }
        .task { await model.refresh() }
    }

    @ViewBuilder
    private var inbox: some View {
        switch model.phase {
        case .idle, .loading:
            ProgressView()
        case .failed:
            ContentUnavailableView {
                Label("Couldn’t Get Mail", systemImage: "exclamationmark.triangle")
            } description: {
                Text("Check your connection, then try again.")
            } actions: {
                Button("Try Again") {
                    Task { await model.refresh() }
                }
            }
        case .loaded:
            List(model.messages) { message in
                MessageRow(message: message)
            }
            .listStyle(.plain)
            .refreshable { await model.refresh() }
            .overlay {
                if model.messages.isEmpty {
                    ContentUnavailableView("Inbox Zero", systemImage: "envelope.open", description: Text("New mail shows up here."))
                        .accessibilityIdentifier("inbox.empty")
                }
            }
        }
    }
}

struct FlaggedList: View {
    let model: MailboxModel

    var body: some View {
        List(model.flagged) { message in
            MessageRow(message: message)
        }
        .overlay {
            if model.flagged.isEmpty {
                ContentUnavailableView("No Flagged Mail", systemImage: "flag", description: Text("Flag a message to follow up later.")) // expect: empty-state-during-loading, accessibility-label-on-empty-state
                    .accessibilityLabel("No flagged mail")
            }
        }
        .task { await model.loadFlagged() }
    }
}

struct MessageRow: View {
    let message: MailMessage

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(message.sender)
                .font(.headline)
                .fontWeight(message.isUnread ? .bold : .regular)
            Text(message.subject)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .accessibilityElement(children: .combine)
    }
}

enum MailService {
    static func fetchInbox() async throws -> [MailMessage] { [] }
    static func fetchFlagged() async throws -> [MailMessage] { [] }
}
