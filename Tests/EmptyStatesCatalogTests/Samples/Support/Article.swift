/// An article in the article search sample.
struct Article: Identifiable, Hashable {
  var title: String

  var id: String { title }
}
