import Testing

@testable import EmptyStates

@Suite struct EmptyStateMetricsTests {
  typealias Metrics = EmptyStateMetrics

  @Test func iOSMatchesTheNativeLook() {
    let metrics = Metrics(platform: .iOS)
    #expect(metrics.symbolPointSize == 48)
    #expect(metrics.titleTextStyle == .title2)
    #expect(metrics.descriptionTextStyle == .subheadline)
    #expect(
      [
        metrics.mediaToTitle, metrics.titleToDescription, metrics.textToActions,
        metrics.actionSpacing,
      ] == [15, 3, 20, 15])
    #expect([metrics.verticalPadding, metrics.horizontalPadding] == [16, 32])
    #expect(metrics.actionsAxis == .vertical)
  }

  @Test func macOSMatchesTheNativeLook() {
    let metrics = Metrics(platform: .macOS)
    #expect(metrics.symbolPointSize == 36)
    #expect(metrics.titlePointSize == 26)
    #expect(metrics.descriptionPointSize == 13)
    #expect(metrics.maxContentWidth == 400)
    #expect(metrics.actionsAxis == .horizontal)
  }

  @Test func watchOSShowsNoMedia() {
    #expect(!Metrics(platform: .watchOS).showsMedia)
    #expect(Metrics.Platform.allCases.filter { Metrics(platform: $0).showsMedia }.count == 4)
  }

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

  @Test(arguments: [
    (Metrics.TextStyle.body, Metrics.TextSize.large, 17.0), (.body, .xSmall, 14),
    (.body, .accessibility5, 53),
    (.title2, .large, 22), (.title2, .accessibility5, 56), (.largeTitle, .large, 34),
    (.subheadline, .accessibility1, 25),
    (.caption2, .xSmall, 11),
  ])
  func iOSTableMatchesApplesTypography(
    style: Metrics.TextStyle, size: Metrics.TextSize, points: Double
  ) {
    #expect(Metrics.pointSize(of: style, at: size, on: .iOS) == points)
  }

  @Test func platformsWithoutDynamicTypeKeepOneSize() {
    #expect(Metrics.pointSize(of: .body, at: .accessibility5, on: .macOS) == 13)
    #expect(Metrics.pointSize(of: .title2, at: .xSmall, on: .tvOS) == 57)
  }

  @Test func watchOSSizesFollowItsTable() {
    #expect(Metrics.pointSize(of: .body, at: .large, on: .watchOS) == 16)
    #expect(Metrics.pointSize(of: .body, at: .accessibility5, on: .watchOS) == 23)
    #expect(Metrics.pointSize(of: .title2, at: .large, on: .watchOS) == 28)
  }

  @Test func symbolGrowsWithTheTextSize() {
    #expect(Metrics(platform: .iOS, textSize: .large).scaledSymbolPointSize == 48)
    #expect(Metrics(platform: .iOS, textSize: .accessibility5).scaledSymbolPointSize == 85)
    #expect(Metrics(platform: .iOS, textSize: .xSmall).scaledSymbolPointSize < 48)
  }

  @Test func accessibilitySizesHalveTheSideMargins() {
    #expect(Metrics(platform: .iOS, textSize: .accessibility1).horizontalPadding == 16)
    #expect(Metrics(platform: .iOS, textSize: .xxxLarge).horizontalPadding == 32)
  }

  @Test func sizesScaleGapsAndSymbol() {
    let compact = Metrics(platform: .iOS, size: .compact)
    let spacious = Metrics(platform: .iOS, size: .spacious)
    #expect(compact.symbolPointSize < 48 && spacious.symbolPointSize > 48)
    #expect(compact.textToActions < 20 && spacious.textToActions > 20)
    #expect(compact.titleTextStyle == .headline)
  }

  @Test func textSizesAreOrdered() {
    #expect(Metrics.TextSize.allCases.sorted() == Metrics.TextSize.allCases)
    #expect(Metrics.TextSize.allCases.filter(\.isAccessibilitySize).count == 5)
  }
}
