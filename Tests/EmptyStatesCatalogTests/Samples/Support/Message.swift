/// A message in the filtered mailbox sample.
struct Message: Identifiable, Hashable {
  var subject: String
  var isUnread: Bool
  var isFlagged: Bool

  var id: String { subject }
}
