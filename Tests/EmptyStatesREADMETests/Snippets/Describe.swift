import EmptyStates

// The README's snippets, each between `// snippet: NAME` and `// end snippet` exactly as the
// README shows it (READMETests compares them), with what it leaves undeclared declared around it.

// snippet: describe
let notes = EmptyState(
  "No Notes",
  systemImage: "doc.text",
  description: "Tap the plus button to write your first note.",
  actions: [EmptyState.Action("New Note", id: "new-note")]
)
// end snippet
