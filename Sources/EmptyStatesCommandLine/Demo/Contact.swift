/// A person in the demo's contacts list.
struct Contact: Hashable, Sendable {
  var name: String

  /// What "Load Samples" loads: names in several scripts, some with accents, so a search shows
  /// the core's `SearchQuery.matches` ignoring case and diacritics ("zoe" finds "Zoë").
  static let samples = [
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Zoë Ferreira",
    "Émile Zola", "Søren Kierkegaard", "Björn Öberg", "Nguyễn Thị Lan", "山田 花子", "李 小龙",
    "فاطمة الزهراء", "Ωμέγα Παπαδόπουλος", "Ольга Смирнова",
  ].map(Contact.init(name:))
}
