import EmptyStates

/// The `render --format json` object of the CLI contract: the localized state's own JSON form
/// (see `LocalizedEmptyState`'s `Encodable` conformance), beside the preset it came from and
/// what the copy review found, in one flat object.
struct RenderedState: Encodable {
  /// The preset the state came from, or `nil` for a state of its own (a spec, custom copy).
  var preset: EmptyState.Preset?
  /// The state in the requested locale.
  var state: LocalizedEmptyState
  /// What the copy review found.
  var copyIssues: [CopyIssue]

  init(_ state: EmptyState, preset: EmptyState.Preset?, localizer: EmptyStateLocalizer) {
    self.preset = preset
    self.state = localizer.localize(state)
    copyIssues = CopyReview.review(state, localizer: localizer)
  }

  private enum CodingKeys: String, CodingKey {
    case preset, copyIssues
  }

  func encode(to encoder: any Encoder) throws {
    try state.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(preset, forKey: .preset)
    try container.encode(copyIssues, forKey: .copyIssues)
  }
}
