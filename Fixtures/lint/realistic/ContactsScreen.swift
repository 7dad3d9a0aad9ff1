import SwiftUI

// A contacts app: a searchable list, favorites and a detail screen.

struct Contact: Identifiable, Hashable {
  let id: UUID
  var givenName: String
  var familyName: String
  var phone: String?
  var isFavorite: Bool

  var fullName: String { "\(givenName) \(familyName)" }
}

@MainActor
final class ContactStore: ObservableObject {
  @Published private(set) var contacts: [Contact] = []
  @Published private(set) var isLoading = false

  func load() async {
    isLoading = true
    defer { isLoading = false }
    try? await Task.sleep(for: .milliseconds(200))
    contacts = Contact.samples
  }

  func toggleFavorite(_ contact: Contact) {
    guard let index = contacts.firstIndex(of: contact) else { return }
    contacts[index].isFavorite.toggle()
  }
}

struct ContactsScreen: View {
  @StateObject private var store = ContactStore()
  @State private var searchText = ""
  @State private var showsNewContact = false

  var body: some View {
    NavigationStack {
      List {
        Section("Favorites") {
          if store.isLoading {
            ProgressView()
          } else if favorites.isEmpty {
            ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Swipe a contact to pin it here.")) // expect: empty-state-in-list-row
          }
          ForEach(favorites) { contact in
            NavigationLink(value: contact) { ContactRow(contact: contact) }
          }
        }
        Section("All Contacts") {
          ForEach(searchResults) { contact in
            NavigationLink(value: contact) { ContactRow(contact: contact) }
              .swipeActions {
                Button("Favorite", systemImage: "star") { store.toggleFavorite(contact) }
                  .tint(.yellow)
              }
          }
        }
      }
      .navigationTitle("Contacts")
      .navigationDestination(for: Contact.self) { contact in
        ContactDetail(contact: contact)
      }
      .searchable(text: $searchText, prompt: "Name or number")
      .overlay {
        if store.isLoading {
          ProgressView()
        } else if store.contacts.isEmpty {
          ContentUnavailableView {
            Label("No Contacts", systemImage: "person.crop.circle")
          } description: {
            Text("People you add are saved to this phone.")
          } actions: {
            Button("Add Contact") { showsNewContact = true }
              .buttonStyle(.borderedProminent)
          }
        } else if searchResults.isEmpty {
          ContentUnavailableView.search(text: searchText)
        }
      }
      .toolbar {
        Button("Add", systemImage: "plus") { showsNewContact = true }
      }
      .sheet(isPresented: $showsNewContact) {
        Text("New Contact")
      }
      .task { await store.load() }
      .refreshable { await store.load() }
    }
  }

  private var favorites: [Contact] {
    store.contacts.filter(\.isFavorite)
  }

  private var searchResults: [Contact] {
    guard !searchText.isEmpty else { return store.contacts }
    return store.contacts.filter {
      $0.fullName.localizedCaseInsensitiveContains(searchText)
        || ($0.phone ?? "").contains(searchText)
    }
  }
}

struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack {
      Image(systemName: "person.circle.fill")
        .font(.title2)
        .foregroundStyle(.secondary)
      Text(contact.fullName)
    }
  }
}

struct ContactDetail: View {
  let contact: Contact

  var body: some View {
    Form {
      LabeledContent("Name", value: contact.fullName)
      if let phone = contact.phone {
        LabeledContent("Phone", value: phone)
      }
    }
    .overlay {
      if contact.phone == nil {
        ContentUnavailableView("No Phone Number", systemImage: "phone", description: Text("Edit the contact to add one."))
      }
    }
    .navigationTitle(contact.givenName)
  }
}

extension Contact {
  static let samples: [Contact] = [
    Contact(id: UUID(), givenName: "Ada", familyName: "Byron", phone: "+44 20 7946 0000", isFavorite: true),
    Contact(id: UUID(), givenName: "Grace", familyName: "Hopper", phone: nil, isFavorite: false),
  ]
}

#Preview {
  ContactsScreen()
}
