/// A block of code in one of the files a run reads: the file and the block's `{`.
struct BodyKey: Hashable {
  /// The file.
  var context: ObjectIdentifier
  /// The block's `{`.
  var open: Int
}
