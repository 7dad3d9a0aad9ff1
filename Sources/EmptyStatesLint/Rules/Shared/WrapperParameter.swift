/// Where the callers of a wrapper pass the value its body reads under one name: an argument
/// label (or a position among the unlabelled arguments) and the parameter's type.
struct WrapperParameter {
  /// The argument label; `nil` for an unlabelled argument.
  var label: String?
  /// For an unlabelled argument, how many unlabelled arguments come before it.
  var position: Int
  /// The tokens of the parameter's type.
  var type: Range<Int>
}
