extension PageCheck {
  /// The narrow viewport width, in CSS px, of WCAG 1.4.10 (Reflow).
  static let reflowWidth = 320.0
  /// How far, in CSS px, a mirrored edge may be from where it belongs.
  static let edgeTolerance = 4.0

  static func judgeReflow(_ page: PageReport, _ findings: Findings) {
    guard let samples = findings.require(page.reflow, "reflow") else { return }
    if samples.count < 2 { findings.add("page", "measured at \(samples.count) viewports, not 2") }
    for sample in samples {
      if sample.innerWidth != reflowWidth {
        findings.add(
          sample.viewport, "the viewport is \(sample.innerWidth) px wide, not \(reflowWidth)")
      }
      guard sample.scrollWidth > sample.innerWidth else { continue }
      let culprits = sample.offenders.map {
        "\($0.element)\($0.section.map { " in \($0)" } ?? "") spans x \($0.left)…\($0.right)"
      }
      findings.add(
        sample.viewport,
        "scrolls sideways: scrollWidth \(sample.scrollWidth) > innerWidth \(sample.innerWidth)"
          + (culprits.isEmpty ? "" : "; " + culprits.joined(separator: "; ")))
    }
  }

  static func judgeMotion(_ page: PageReport, _ findings: Findings) {
    guard let motion = findings.require(page.motion, "animation") else { return }
    for sample in motion.reduce where sample.classes.contains("es-symbol") {
      if sample.animationName != "none" || sample.running > 0 {
        findings.add(
          subject(sample),
          "under prefers-reduced-motion: reduce it still animates (animation-name "
            + "\(sample.animationName), \(sample.running) running)")
      }
    }
    for sample in motion.normal where sample.classes.contains("es-symbol") {
      let classes = sample.classes.split(separator: " ")
      if classes.contains("es-animate-breathe") || classes.contains("es-animate-pulse") {
        if sample.animationName == "none" || sample.running == 0 {
          findings.add(
            subject(sample),
            "is an animated symbol but does not animate (animation-name "
              + "\(sample.animationName), \(sample.running) running)")
        }
      } else if classes.contains("es-animate-none"), sample.animationName != "none" {
        findings.add(subject(sample), "is es-animate-none but animates \(sample.animationName)")
      }
    }
  }

  private static func subject(_ sample: PageReport.Motion.Sample) -> String {
    "\(sample.element)\(sample.section.map { " in \($0)" } ?? "")"
  }

  static func judgeDirection(_ page: PageReport, _ findings: Findings) {
    guard let samples = findings.require(page.rtl, "direction") else { return }
    for sample in samples {
      if let dir = sample.dir, dir != sample.direction {
        findings.add(sample.label, "has dir=\"\(dir)\" but computes direction: \(sample.direction)")
      }
      let tokens = (sample.variant ?? "").split(separator: " ").map(String.init)
      if let wanted = tokens.first(where: { $0 == "rtl" || $0 == "ltr" }), wanted != sample.dir {
        findings.add(sample.label, "is a \(wanted) variant but has dir=\"\(sample.dir ?? "")\"")
      }
    }
    let compact = samples.filter { $0.classes.split(separator: " ").contains("es-style-compact") }
    for sample in compact {
      judgeCompact(sample, among: compact, findings)
    }
  }

  /// A compact empty state is start-aligned: its title text hugs the start edge of its box, and
  /// sits as far from the section's start edge (the right one in RTL) as in the same style and
  /// size left to right.
  private static func judgeCompact(
    _ sample: PageReport.DirectionSample, among samples: [PageReport.DirectionSample],
    _ findings: Findings
  ) {
    guard let text = sample.text, let title = sample.title else {
      findings.add(sample.label, "has no title to measure")
      return
    }
    let rtl = sample.direction == "rtl"
    let side = rtl ? "right" : "left"
    let textInset = rtl ? title.right - text.right : text.left - title.left
    if abs(textInset) > edgeTolerance {
      findings.add(
        sample.label,
        "the title text starts \(rounded(textInset)) px from its box's \(side) (start) edge")
    }
    guard rtl else { return }
    let gaps = startAndEndGaps(sample)
    let mirror = samples.first { $0.direction == "ltr" && sizes($0) == sizes(sample) }
    if let mirror {
      let expected = startAndEndGaps(mirror).start
      if abs(gaps.start - expected) > edgeTolerance {
        findings.add(
          sample.label,
          "the title starts \(rounded(gaps.start)) px from the section's right (start) edge, "
            + "but \(rounded(expected)) px from the left edge in \(mirror.label): not mirrored")
      }
    } else if gaps.start > gaps.end {
      findings.add(
        sample.label,
        "the title sits nearer the left (end) edge (\(rounded(gaps.end)) px) than the right "
          + "(start) edge (\(rounded(gaps.start)) px)")
    }
  }

  /// The `es-size-*` classes of a section.
  private static func sizes(_ sample: PageReport.DirectionSample) -> [Substring] {
    sample.classes.split(separator: " ").filter { $0.hasPrefix("es-size-") }
  }

  /// Distances from the section's content edges to the title text, start edge first.
  private static func startAndEndGaps(_ sample: PageReport.DirectionSample) -> (
    start: Double, end: Double
  ) {
    guard let text = sample.text else { return (0, 0) }
    let left = text.left - sample.section.left
    let right = sample.section.right - text.right
    return sample.direction == "rtl" ? (right, left) : (left, right)
  }

  private static func rounded(_ value: Double) -> String {
    String(Int(value.rounded()))
  }
}
