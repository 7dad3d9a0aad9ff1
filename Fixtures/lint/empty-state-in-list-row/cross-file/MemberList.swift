import SwiftUI

// Each row is a stack: the avatar is one part of it, beside the name.
struct MemberList: View {
  let members: [String]

  var body: some View {
    List(members, id: \.self) { member in
      MemberRow(name: member)
    }
  }
}

struct MemberRow: View {
  let name: String

  var body: some View {
    HStack {
      MemberAvatar(name: name)
      Text(name)
    }
  }
}
