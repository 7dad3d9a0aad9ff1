import SwiftUI

// A notes app on iPad and Mac: folders, the notes in a folder, and the selected note.

struct NoteFolder: Identifiable, Hashable {
    let id: UUID
    var name: String
    var notes: [Note]
}

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var modified: Date
}

struct NoSelectionSplitScreen: View {
    let folders: [NoteFolder]
    @State private var folderID: NoteFolder.ID?
    @State private var noteID: Note.ID?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(folders, selection: $folderID) { folder in
                Label(folder.name, systemImage: "folder")
                    .badge(folder.notes.count)
            }
            .navigationTitle("Folders")
            .overlay {
                if folders.isEmpty {
                    ContentUnavailableView("No Folders", systemImage: "folder.badge.plus", description: Text("Create a folder to group your notes."))
                }
            }
        } content: {
            if let folder = selectedFolder {
                List(folder.notes, selection: $noteID) { note in
                    VStack(alignment: .leading) {
                        Text(note.title).font(.headline)
                        Text(note.modified, style: .date)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .navigationTitle(folder.name)
                .overlay {
                    if folder.notes.isEmpty {
                        ContentUnavailableView {
                            Label("Folder Is Empty", systemImage: "note.text")
                        } description: {
                            Text("Notes you write in \(folder.name) appear here.")
                        }
                    }
                }
            } else {
                ContentUnavailableView("Choose a Folder", systemImage: "sidebar.left", description: Text("Pick a folder in the sidebar to list its notes."))
            }
        } detail: {
            if let note = selectedNote {
                ScrollView {
                    Text(note.body)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
                .navigationTitle(note.title)
            } else {
                ContentUnavailableView("No Note Selected", systemImage: "doc.text", description: Text("Select a note to read or edit it."))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .onChange(of: folderID) {
            noteID = nil
        }
    }

    private var selectedFolder: NoteFolder? {
        folders.first { $0.id == folderID }
    }

    private var selectedNote: Note? {
        selectedFolder?.notes.first { $0.id == noteID }
    }
}

#Preview {
    NoSelectionSplitScreen(folders: [])
}
