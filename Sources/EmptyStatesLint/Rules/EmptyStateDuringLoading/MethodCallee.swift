/// A method a load calls, as ``LoadFlowReader`` follows it: its name and the type that declares
/// it.
struct MethodCallee {
  /// The method's name.
  var name: String
  /// The type that declares it, whose bodies hold the method's body.
  var type: TypeDeclaration
}
