/// A person in the contacts samples.
struct Contact: Identifiable, Hashable {
  var name: String
  var email: String

  var id: String { email }
}
