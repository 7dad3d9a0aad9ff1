/// What a generated file is about: the model type its views list, search and load.
struct CorpusEntity {
  /// The model type's name, `Trip`.
  var name: String
  /// Its plural in lower camel case, `trips`.
  var plural: String
  /// The SF Symbol its empty states show.
  var symbol: String
  /// A second text property of the model, `destination`.
  var detail: String

  /// The plural capitalized, `Trips`.
  var pluralName: String { plural.prefix(1).uppercased() + plural.dropFirst() }
  /// A variable holding one, `trip`.
  var variable: String { name.prefix(1).lowercased() + name.dropFirst() }

  /// The entities the corpus draws from.
  static let all: [CorpusEntity] = [
    ("Trip", "trips", "airplane", "destination"), ("Photo", "photos", "photo", "album"),
    ("Invoice", "invoices", "doc.text", "customer"), ("Recipe", "recipes", "fork.knife", "cuisine"),
    ("Contact", "contacts", "person.crop.circle", "company"),
    ("Note", "notes", "note.text", "folder"),
    ("Order", "orders", "shippingbox", "carrier"), ("Song", "songs", "music.note", "artist"),
    ("Workout", "workouts", "figure.run", "activity"), ("Ticket", "tickets", "ticket", "venue"),
    ("Message", "messages", "bubble.left", "sender"), ("Book", "books", "book", "author"),
    ("Episode", "episodes", "mic", "show"), ("Reminder", "reminders", "bell", "list"),
    ("Station", "stations", "antenna.radiowaves.left.and.right", "frequency"),
    ("Expense", "expenses", "creditcard", "merchant"), ("Plant", "plants", "leaf", "species"),
    ("Device", "devices", "laptopcomputer", "model"), ("Bookmark", "bookmarks", "bookmark", "site"),
    ("Flight", "flights", "airplane.departure", "gate"),
    ("Habit", "habits", "checkmark.circle", "schedule"),
    ("Album", "albums", "square.stack", "label"),
    ("Meeting", "meetings", "calendar", "room"), ("Document", "documents", "doc", "owner"),
  ].map { CorpusEntity(name: $0.0, plural: $0.1, symbol: $0.2, detail: $0.3) }
}
