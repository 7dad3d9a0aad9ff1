/// A recipe in the empty-section sample.
struct Recipe: Identifiable, Hashable {
  var title: String

  var id: String { title }
}
