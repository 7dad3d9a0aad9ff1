/// A post in the feed samples.
struct Post: Identifiable, Hashable {
  var title: String

  var id: String { title }
}
