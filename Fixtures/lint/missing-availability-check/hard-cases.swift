import SwiftUI

// Availability in text, under #if, across lines, in else branches, nested guards, suppression.

struct TicketsScreen: View {
  let tickets: [String]

  /// On iOS 15 use a fallback instead of `ContentUnavailableView("No Tickets", systemImage: "ticket")`.
  static let doc = "ContentUnavailableView(\"No Tickets\", systemImage: \"ticket\")"
  static let block = """
    NavigationStack {
      ContentUnavailableView.search
    }
    .containerRelativeFrame(.horizontal)
    """
  static let raw = #"Image(systemName: "ticket").symbolEffect(.pulse)"#
  static let finder = /ContentUnavailableView\(/
  static let extendedFinder = #/NavigationSplitView \{/#

  func summary() -> String {
    "\(tickets.isEmpty ? "ContentUnavailableView(\"No Tickets\")" : "\(tickets.count) tickets")"
  }

  // ContentUnavailableView("No Tickets", systemImage: "ticket")
  /* NavigationStack { ContentUnavailableView.search }
     /* let title: LocalizedStringResource = "nested" */ */

  var body: some View {
    VStack {
      #if os(iOS)
        ContentUnavailableView("No Tickets", systemImage: "ticket", description: Text("Tickets you buy are kept here.")) // expect: missing-availability-check
      #elseif os(macOS)
        ContentUnavailableView("No Tickets", systemImage: "ticket", description: Text("Tickets bought on this Mac appear here.")) // expect: missing-availability-check
      #else
        ContentUnavailableView("No Tickets", systemImage: "ticket", description: Text("Buy tickets on iPhone to see them.")) // expect: missing-availability-check
      #endif
      ContentUnavailableView( // expect: missing-availability-check
        "No Seats",
        systemImage: "chair",
        description: Text(
          "Pick a seat when you book."
        )
      )
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        Text("Up to date")
      } else {
        ContentUnavailableView("Update Required", systemImage: "arrow.down.app", description: Text("Install the latest system to book seats.")) // expect: missing-availability-check
      }
      if #available(
        iOS 17.0,
        macOS 14.0,
        tvOS 17.0,
        watchOS 10.0,
        *
      ) {
        if tickets.count > 3 {
          ContentUnavailableView(
            "Sold Out",
            systemImage: "ticket.fill",
            description: Text("Join the waitlist for returns.")
          )
        }
      }
    }
  }
}

struct AvailableFunctionScreen: View {
  var body: some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      emptyLounge()
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  private func emptyLounge() -> some View {
    ContentUnavailableView("Lounge Closed", systemImage: "cup.and.saucer", description: Text("The lounge opens two hours before boarding."))
  }
}

struct SuppressedAvailability: View {
  var body: some View {
    VStack {
      // empty-states:disable-next-line missing-availability-check -- this target really ships iOS 17 only
      ContentUnavailableView("No Trips", systemImage: "suitcase", description: Text("Trips you book show up here."))
      // empty-states:disable-next-line missing-availability-check, fixed-frame-on-empty-state
      ContentUnavailableView("No Hotels", systemImage: "bed.double", description: Text("Hotels you book show up here."))
      // empty-states:disable missing-availability-check
      ContentUnavailableView("No Cars", systemImage: "car", description: Text("Rentals you book show up here."))
    }
  }
}
