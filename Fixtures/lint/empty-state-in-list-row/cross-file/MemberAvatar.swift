import SwiftUI

struct MemberAvatar: View {
  let name: String

  var body: some View {
    RemoteThumbnail(path: "avatars/\(name)")
      .frame(width: 32, height: 32)
  }
}
