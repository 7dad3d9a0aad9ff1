import Testing

@testable import EmptyStates

/// Properties the metrics keep whatever their numbers: sizes order every measurement, text sizes
/// only grow text, each platform differs where its native look does. The numbers themselves are
/// measured from the native view (Apple publishes none); only Apple's typography tables are
/// published, and those are checked against Apple's figures.
@Suite struct EmptyStateMetricsTests {
  typealias Metrics = EmptyStateMetrics

  /// Every combination of platform, size and text size.
  static let all = Metrics.Platform.allCases.flatMap { platform in
    Metrics.Size.allCases.flatMap { size in
      Metrics.TextSize.allCases.map { Metrics(platform: platform, size: size, textSize: $0) }
    }
  }

  /// Platforms whose text follows Dynamic Type; the web takes iOS's ladder, as the text a
  /// browser scales by the reader's font size does.
  static let dynamicType: [Metrics.Platform] = [.iOS, .watchOS, .visionOS, .web]

  @Test(arguments: Metrics.Platform.allCases)
  func everyStyleHasTwelveSizesThatNeverShrink(platform: Metrics.Platform) {
    for style in Metrics.TextStyle.allCases {
      let sizes = Metrics.TextSize.allCases.map {
        Metrics.pointSize(of: style, at: $0, on: platform)
      }
      #expect(sizes.count == 12)
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(platform) \(style)")
      #expect(sizes.allSatisfy { $0 >= 10 })
    }
  }

  /// Cells of Apple's tables (Human Interface Guidelines › Typography › Specifications: "iOS,
  /// iPadOS Dynamic Type sizes", "macOS built-in text styles", "tvOS built-in text styles",
  /// "watchOS Dynamic Type sizes", 40–42 mm).
  @Test(arguments: [
    (Metrics.Platform.iOS, Metrics.TextStyle.body, Metrics.TextSize.large, 17.0),
    (.iOS, .body, .xSmall, 14), (.iOS, .body, .accessibility5, 53), (.iOS, .title2, .large, 22),
    (.iOS, .title2, .accessibility5, 56), (.iOS, .largeTitle, .large, 34),
    (.iOS, .subheadline, .accessibility1, 25), (.iOS, .caption2, .xSmall, 11),
    (.macOS, .body, .large, 13), (.macOS, .largeTitle, .large, 26), (.macOS, .caption2, .large, 10),
    (.tvOS, .body, .large, 29), (.tvOS, .title2, .large, 57), (.tvOS, .caption2, .large, 23),
    (.watchOS, .body, .large, 16), (.watchOS, .body, .accessibility3, 23),
    (.watchOS, .title2, .large, 28),
  ])
  func tablesMatchApplesTypography(
    platform: Metrics.Platform, style: Metrics.TextStyle, size: Metrics.TextSize, points: Double
  ) {
    #expect(Metrics.pointSize(of: style, at: size, on: platform) == points)
  }

  @Test(arguments: [Metrics.Platform.macOS, .tvOS])
  func platformsWithoutDynamicTypeKeepOneSizePerStyle(platform: Metrics.Platform) {
    for style in Metrics.TextStyle.allCases {
      let sizes = Set(
        Metrics.TextSize.allCases.map { Metrics.pointSize(of: style, at: $0, on: platform) })
      #expect(sizes.count == 1, "\(platform) \(style)")
    }
  }

  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func textFollowsTheTextSizeWhereThePlatformHasDynamicType(
    platform: Metrics.Platform, size: Metrics.Size
  ) {
    let ladder = Metrics.TextSize.allCases.map {
      Metrics(platform: platform, size: size, textSize: $0)
    }
    for measure in [\Metrics.titlePointSize, \.descriptionPointSize, \.scaledSymbolPointSize] {
      let points = ladder.map { $0[keyPath: measure] }
      #expect(points.count == 12)
      #expect(zip(points, points.dropFirst()).allSatisfy { $0 <= $1 }, "\(platform) \(size)")
      let grows = (points.last ?? 0) > (points.first ?? 0)
      #expect(grows == Self.dynamicType.contains(platform), "\(platform) \(size)")
    }
  }

  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func symbolIsItsOwnSizeAtTheDefaultTextSize(platform: Metrics.Platform, size: Metrics.Size) {
    let metrics = Metrics(platform: platform, size: size, textSize: .large)
    #expect(metrics.scaledSymbolPointSize == metrics.symbolPointSize)
  }

  @Test func titleOutranksTheDescriptionEverywhere() {
    #expect(Self.all.count == Metrics.Platform.allCases.count * 3 * 12)
    #expect(Metrics.Platform.allCases.count >= 6)
    for metrics in Self.all {
      #expect(
        metrics.titlePointSize > metrics.descriptionPointSize,
        "\(metrics.platform) \(metrics.size) \(metrics.textSize)")
    }
  }

  @Test(arguments: Metrics.Platform.allCases)
  func sizesOrderEveryMeasurement(platform: Metrics.Platform) {
    let sizes = Metrics.Size.allCases.map { Metrics(platform: platform, size: $0) }
    #expect(sizes.map(\.size) == [.compact, .regular, .spacious])
    for measure in [
      \Metrics.symbolPointSize, \.mediaToTitle, \.textToActions, \.verticalPadding,
      \.horizontalPadding,
    ] {
      let values = sizes.map { $0[keyPath: measure] }
      #expect(values[0] <= values[1] && values[1] <= values[2], "\(platform) \(values)")
    }
    #expect(sizes[0].symbolPointSize < sizes[1].symbolPointSize)
    #expect(sizes[1].symbolPointSize < sizes[2].symbolPointSize)
    #expect(sizes[0].titlePointSize <= sizes[1].titlePointSize)
  }

  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func accessibilitySizesHalveTheSideMargins(platform: Metrics.Platform, size: Metrics.Size) {
    let sides = Metrics(platform: platform, size: size).horizontalPadding
    for textSize in Metrics.TextSize.allCases {
      let expected = textSize.isAccessibilitySize ? (sides / 2).rounded() : sides
      #expect(
        Metrics(platform: platform, size: size, textSize: textSize).horizontalPadding == expected)
    }
  }

  @Test func onlyMacOSAndTheWebSetActionsSideBySide() {
    for platform in Metrics.Platform.allCases {
      let sideBySide = platform == .macOS || platform == .web
      #expect((Metrics(platform: platform).actionsAxis == .horizontal) == sideBySide)
    }
  }

  /// The web has a row of its own only where it differs from iOS: a gap under the title that
  /// text on a page needs, closer actions side by side, and compact actions no smaller than
  /// a pointer needs.
  @Test(arguments: Metrics.Size.allCases, Metrics.TextSize.allCases)
  func webTakesIOSMeasurementsWithGapsAndARowOfItsOwn(
    size: Metrics.Size, textSize: Metrics.TextSize
  ) {
    let phone = Metrics(platform: .iOS, size: size, textSize: textSize)
    var web = Metrics(platform: .web, size: size, textSize: textSize)
    #expect(web.titleToDescription > phone.titleToDescription)
    #expect(web.actionSpacing < phone.actionSpacing)
    #expect(web.actionsAxis == .horizontal && phone.actionsAxis == .vertical)
    #expect(web.actionMinHeight >= phone.actionMinHeight)
    web.platform = .iOS
    web.titleToDescription = phone.titleToDescription
    web.actionSpacing = phone.actionSpacing
    web.actionsAxis = phone.actionsAxis
    web.actionMinHeight = phone.actionMinHeight
    #expect(web == phone)
  }

  /// Human Interface Guidelines, Accessibility: controls at least 44 × 44 points on iOS; WCAG
  /// 2.2, 2.5.8 (Target Size, Minimum): 24 × 24 CSS px on the web.
  @Test func actionsMeetThePublishedTargetSizes() {
    for size in [Metrics.Size.regular, .spacious] {
      #expect(Metrics(platform: .iOS, size: size).actionMinHeight == 44)
      #expect(Metrics(platform: .web, size: size).actionMinHeight >= 44)
    }
    #expect(Metrics(platform: .web, size: .compact).actionMinHeight >= 24)
    for platform in Metrics.Platform.allCases {
      let compact = Metrics(platform: platform, size: .compact).actionMinHeight
      #expect(compact > 0 && compact <= Metrics(platform: platform).actionMinHeight)
    }
  }

  /// Actions' titles never outrank the title, and are smaller at the compact size.
  @Test(arguments: Metrics.Platform.allCases, Metrics.Size.allCases)
  func actionTitlesNeverOutrankTheTitle(platform: Metrics.Platform, size: Metrics.Size) {
    let metrics = Metrics(platform: platform, size: size)
    let action = Metrics.pointSize(of: metrics.actionTextStyle, on: platform)
    #expect(action <= metrics.titlePointSize)
    let regular = Metrics.pointSize(of: Metrics(platform: platform).actionTextStyle, on: platform)
    #expect(size == .compact ? action < regular : action == regular)
  }

  @Test func onlyWatchOSDropsTheMediaAndUsesTheFullWidth() {
    for platform in Metrics.Platform.allCases {
      let metrics = Metrics(platform: platform)
      #expect(metrics.showsMedia == (platform != .watchOS))
      #expect((metrics.maxContentWidth == nil) == (platform == .watchOS))
    }
  }

  /// Read from across the room, tvOS measures larger than iOS in every dimension.
  @Test func tvOSIsLargerThanIOSThroughout() {
    let tv = Metrics(platform: .tvOS)
    let phone = Metrics(platform: .iOS)
    for measure in [
      \Metrics.symbolPointSize, \.titlePointSize, \.descriptionPointSize, \.mediaToTitle,
      \.titleToDescription, \.textToActions, \.actionSpacing, \.verticalPadding,
      \.horizontalPadding,
    ] {
      #expect(tv[keyPath: measure] > phone[keyPath: measure])
    }
    #expect((tv.maxContentWidth ?? 0) > (phone.maxContentWidth ?? 0))
  }

  /// visionOS has no table or measurements of its own here: it takes iOS's.
  @Test func visionOSTakesIOSMeasurements() {
    for size in Metrics.Size.allCases {
      for textSize in Metrics.TextSize.allCases {
        var vision = Metrics(platform: .visionOS, size: size, textSize: textSize)
        vision.platform = .iOS
        #expect(vision == Metrics(platform: .iOS, size: size, textSize: textSize))
      }
    }
  }

  /// The readable width holds a comfortable line of description: 45 to 75 characters (Robert
  /// Bringhurst, *The Elements of Typographic Style*, 2.1.2), counting a character as half the
  /// point size.
  @Test(arguments: Metrics.Platform.allCases.filter { $0 != .watchOS })
  func readableWidthHoldsAComfortableLine(platform: Metrics.Platform) throws {
    let metrics = Metrics(platform: platform)
    let width = try #require(metrics.maxContentWidth)
    let characters = width / (metrics.descriptionPointSize / 2)
    #expect((45...75).contains(characters), "\(platform): \(characters)")
  }

  @Test func textSizesAreOrdered() {
    #expect(Metrics.TextSize.allCases.sorted() == Metrics.TextSize.allCases)
    #expect(Metrics.TextSize.allCases.filter(\.isAccessibilitySize).count == 5)
  }
}
