import SwiftUI

// A frame sized from a GeometryReader's proxy follows the space it is given: not fixed.

struct FolderBrowser: View {
  let folders: [Folder]

  var body: some View {
    GeometryReader { geometry in
      HStack {
        placeholder
          .frame(height: geometry.size.height, alignment: .top)
        FolderGrid(folders: folders)
      }
    }
  }

  @ViewBuilder
  private var placeholder: some View {
    if folders.isEmpty {
      ContentUnavailableView("No Folders", systemImage: "folder")
    }
  }
}

struct AlbumShelf: View {
  let albums: [Album]
  private let shelfHeight: CGFloat = 180

  var body: some View {
    GeometryReader { _ in
      if albums.isEmpty {
        ContentUnavailableView("No Albums", systemImage: "square.stack") // expect: fixed-frame-on-empty-state
          .frame(height: shelfHeight)
      }
    }
  }
}

// A preview's frame sizes the canvas, not the app's layout.

struct MarketHistoryScreen: View {
  let sales: [Sale]?

  var body: some View {
    if let sales {
      SalesChart(sales: sales)
    } else {
      ContentUnavailableView("No Sales History", systemImage: "chart.bar")
    }
  }
}

#Preview("Empty history") {
  MarketHistoryScreen(sales: nil)
    .frame(width: 480, height: 360)
}

struct MarketHistoryScreen_Previews: PreviewProvider {
  static var previews: some View {
    MarketHistoryScreen(sales: nil)
      .frame(height: 300)
  }
}
