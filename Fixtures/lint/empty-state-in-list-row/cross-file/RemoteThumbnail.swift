import SwiftUI

// A component that MemberList.swift's rows show beside other parts: what its failure shows is
// a part of a row, not the row, and not the list's empty state.
struct RemoteThumbnail: View {
  let path: String
  @State private var failed = false

  var body: some View {
    if failed {
      ContentUnavailableView("Image Unavailable", systemImage: "photo")
    } else {
      Color.gray
    }
  }
}
