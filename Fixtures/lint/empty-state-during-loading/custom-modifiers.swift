import SwiftUI

// Modifiers of the app's own that run the closure they are given as the view appears: a load
// like `.task`'s. One that runs it on a tap is no load.

extension View {
  func onLoad(_ action: @escaping () async -> Void) -> some View {
    task { await action() }
  }

  func onFirstShow(perform action: @escaping () async -> Void) -> some View {
    modifier(FirstShowModifier(action: action))
  }

  func onDoubleTap(_ action: @escaping () -> Void) -> some View {
    onTapGesture(count: 2) { action() }
  }
}

struct FirstShowModifier: ViewModifier {
  let action: () async -> Void
  @State private var hasAppeared = false

  func body(content: Content) -> some View {
    content.task {
      guard !hasAppeared else { return }
      hasAppeared = true
      await action()
    }
  }
}

struct InvoicesView: View {
  @State private var invoices: [String] = []

  var body: some View {
    List(invoices, id: \.self) { Text($0) }
      .overlay {
        if invoices.isEmpty {
          ContentUnavailableView("No Invoices", systemImage: "doc.text") // expect: empty-state-during-loading
        }
      }
      .onLoad { invoices = await Billing.invoices() }
  }
}

struct PayoutsView: View {
  @State private var payouts: [String] = []

  var body: some View {
    List(payouts, id: \.self) { Text($0) }
      .overlay {
        if payouts.isEmpty {
          ContentUnavailableView("No Payouts", systemImage: "banknote") // expect: empty-state-during-loading
        }
      }
      .onFirstShow { payouts = await Billing.payouts() }
  }
}

// Loaded only when someone double-taps: nothing loads as the view appears.
struct RefundsView: View {
  @State private var refunds: [String] = []

  var body: some View {
    List(refunds, id: \.self) { Text($0) }
      .overlay {
        if refunds.isEmpty {
          ContentUnavailableView("No Refunds", systemImage: "arrow.uturn.backward")
        }
      }
      .onDoubleTap { Task { refunds = await Billing.refunds() } }
  }
}

// The app's modifier raises a flag as the load starts, and the view checks it first.
struct StatementsView: View {
  @State private var statements: [String] = []
  @State private var isLoading = false

  var body: some View {
    Group {
      if isLoading {
        ProgressView()
      } else if statements.isEmpty {
        ContentUnavailableView("No Statements", systemImage: "doc.plaintext")
      } else {
        List(statements, id: \.self) { Text($0) }
      }
    }
    .onLoad {
      isLoading = true
      statements = await Billing.statements()
      isLoading = false
    }
  }
}
