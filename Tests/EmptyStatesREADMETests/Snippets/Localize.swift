import EmptyStates
import Foundation

let query = "bryce"
let myState = EmptyState("Nothing Here", systemImage: "tray")

// snippet: localize
let localized = EmptyStateLocalizer(locale: .current).localize(.noResults(for: query))
// "No Results for “bryce”": the locale's quotation marks, bidi-isolated when directions mix.
let title = localized.title
// What VoiceOver reads: the image (hidden), the heading, the text, one button per action.
let outline = localized.accessibilityOutline
// Wording problems, each with a suggested fix.
let copyIssues = CopyReview.review(myState)
// end snippet
