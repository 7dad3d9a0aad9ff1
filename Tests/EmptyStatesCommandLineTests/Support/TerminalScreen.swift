import Foundation

/// A small model of an xterm screen: feed it what a full-screen program writes, then read the
/// rows, a cell's attributes, the cursor's visibility and the frames it drew.
///
/// It understands what such a program emits: UTF-8 text (wide East Asian characters take two
/// cells, combining marks and format characters none), CR, LF, BS, cursor movement, erasing in
/// line and display, SGR (bold, dim, underline, reverse, foreground 30–37), the alternate
/// screen (`?1049`), cursor visibility (`?25`) and synchronized updates (`?2026`, one
/// ``Frame`` each time one ends). OSC strings are swallowed, other sequences ignored.
///
/// ```swift
/// var screen = TerminalScreen(rows: 2, columns: 10)
/// screen.feed(Array("ab\r\ncd".utf8))
/// screen.rows  // ["ab", "cd"]
/// ```
struct TerminalScreen: Sendable {
  /// The screen as it was when a synchronized update ended (`ESC[?2026l`).
  struct Frame: Hashable, Sendable {
    /// The rows, as ``TerminalScreen/rows``.
    var rows: [String]
    /// How many bytes had been fed when the update ended.
    var byteOffset: Int

    /// The rows joined by newlines.
    var text: String { rows.joined(separator: "\n") }
  }

  private struct Position: Hashable {
    var row: Int
    var column: Int
  }

  /// The screen's height.
  private(set) var rowCount: Int
  /// The screen's width.
  private(set) var columnCount: Int
  /// Whether the alternate screen (`ESC[?1049h`) is showing.
  private(set) var isAlternateScreen = false
  /// Whether the cursor is shown (`ESC[?25h` / `ESC[?25l`).
  private(set) var isCursorVisible = true
  /// Whether a synchronized update (`ESC[?2026h`) is open.
  private(set) var isInSynchronizedUpdate = false
  /// A snapshot at the end of each synchronized update, in order.
  private(set) var frames: [Frame] = []
  /// How many bytes have been fed.
  private(set) var byteCount = 0

  private var grid: [[Cell]]
  private var cursor = Position(row: 0, column: 0)
  private var pendingWrap = false
  private var lastDrawn: Position?
  private var pen = Attributes()
  private var savedMain: (grid: [[Cell]], cursor: Position, pendingWrap: Bool)?
  private var parser = TerminalOutputParser()

  /// A blank screen of `rows` × `columns` cells, cursor at the top left.
  init(rows: Int, columns: Int) {
    rowCount = max(1, rows)
    columnCount = max(1, columns)
    grid = Self.blankGrid(rows: rowCount, columns: columnCount)
  }

  // MARK: Reading

  /// Each row's text, trailing spaces trimmed, a wide character once.
  var rows: [String] { grid.map(Self.text(of:)) }

  /// The rows joined by newlines.
  var text: String { rows.joined(separator: "\n") }

  /// The cursor's row and column, from zero.
  var cursorPosition: (row: Int, column: Int) { (cursor.row, cursor.column) }

  /// The cell at `row`, `column` (from zero), or `nil` outside the screen.
  func cell(row: Int, column: Int) -> Cell? {
    guard grid.indices.contains(row), grid[row].indices.contains(column) else { return nil }
    return grid[row][column]
  }

  /// The rows (from zero) whose text contains `text`.
  func rowsContaining(_ text: String) -> [Int] {
    let rows = rows
    return rows.indices.filter { rows[$0].contains(text) }
  }

  /// The attributes of the first cell of the first occurrence of `text`, or `nil` if it is not
  /// on screen.
  func attributes(of text: String) -> Attributes? {
    for (index, row) in rows.enumerated() {
      guard let range = row.range(of: text) else { continue }
      // Find the cell whose text starts at that offset: cells hold whole characters.
      let offset = row.distance(from: row.startIndex, to: range.lowerBound)
      var consumed = 0
      for cell in grid[index] where !cell.text.isEmpty {
        if consumed == offset { return cell.attributes }
        consumed += cell.text.count
      }
    }
    return nil
  }

  // MARK: Feeding

  /// Interprets `bytes` as terminal output. A UTF-8 sequence may be split across calls.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      byteCount += 1
      if let token = parser.parse(byte) { apply(token) }
    }
  }

  /// Changes the size, as a terminal does when its window is resized: rows and columns are
  /// cut or padded at the bottom and right, the cursor kept inside.
  mutating func resize(rows: Int, columns: Int) {
    rowCount = max(1, rows)
    columnCount = max(1, columns)
    grid = Self.fit(grid, rows: rowCount, columns: columnCount)
    if let saved = savedMain {
      savedMain = (Self.fit(saved.grid, rows: rowCount, columns: columnCount), saved.cursor, false)
    }
    cursor.row = min(cursor.row, rowCount - 1)
    cursor.column = min(cursor.column, columnCount - 1)
    pendingWrap = false
    lastDrawn = nil
  }

  private mutating func apply(_ token: TerminalOutputParser.Token) {
    switch token {
    case .character(let scalar): put(scalar)
    case .control(0x0D):
      cursor.column = 0
      pendingWrap = false
    case .control(0x0A), .control(0x0B), .control(0x0C): lineFeed()
    case .control(0x08):
      cursor.column = max(0, cursor.column - 1)
      pendingWrap = false
    case .control: break  // BEL, NUL, SO, SI, DEL, …: nothing drawn.
    case .controlSequence(let parameters, let final): controlSequence(parameters, final: final)
    }
  }

  // MARK: Drawing

  private mutating func put(_ scalar: Unicode.Scalar) {
    let width = Cell.width(of: scalar)
    if width == 0 {
      if let last = lastDrawn, last.row < rowCount, last.column < columnCount {
        grid[last.row][last.column].text.unicodeScalars.append(scalar)
      }
      return
    }
    draw(String(scalar), width: width)
  }

  private mutating func draw(_ text: String, width: Int) {
    if pendingWrap {
      cursor.column = 0
      lineFeed()
    }
    if width == 2 && cursor.column == columnCount - 1 && columnCount > 1 {
      // A wide character does not fit in the last column: xterm wraps it whole.
      clearHalves(at: cursor)
      grid[cursor.row][cursor.column] = .blank
      cursor.column = 0
      lineFeed()
    }
    clearHalves(at: cursor)
    grid[cursor.row][cursor.column] = Cell(text: text, attributes: pen)
    lastDrawn = cursor
    if width == 2 && cursor.column + 1 < columnCount {
      let right = Position(row: cursor.row, column: cursor.column + 1)
      clearHalves(at: right)
      grid[right.row][right.column] = Cell(text: "", attributes: pen)
    }
    let next = cursor.column + width
    if next >= columnCount {
      cursor.column = columnCount - 1
      pendingWrap = true
    } else {
      cursor.column = next
    }
  }

  /// Blanks the other half of a wide character about to be partly overwritten.
  private mutating func clearHalves(at position: Position) {
    let row = position.row
    let column = position.column
    if grid[row][column].text.isEmpty && column > 0 {
      grid[row][column - 1] = .blank
    }
    if column + 1 < columnCount && grid[row][column + 1].text.isEmpty {
      grid[row][column + 1] = .blank
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.row == rowCount - 1 {
      grid.removeFirst()
      grid.append(Array(repeating: .blank, count: columnCount))
      if let last = lastDrawn {
        lastDrawn = last.row > 0 ? Position(row: last.row - 1, column: last.column) : nil
      }
    } else {
      cursor.row += 1
    }
  }

  // MARK: Control sequences

  private mutating func controlSequence(_ parameterText: String, final: UnicodeScalar) {
    let isPrivate = parameterText.hasPrefix("?")
    let body = isPrivate ? parameterText.dropFirst() : Substring(parameterText)
    if body.contains(where: { !("0"..."9").contains($0) && $0 != ";" }) {
      return  // Intermediates or other private markers: not a sequence we model.
    }
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func parameter(_ index: Int, default value: Int) -> Int {
      guard parameters.indices.contains(index), parameters[index] != 0 else { return value }
      return parameters[index]
    }
    if isPrivate {
      guard final == "h" || final == "l" else { return }
      for mode in parameters { setMode(mode, on: final == "h") }
      return
    }
    switch final {
    case "H", "f":
      moveCursor(row: parameter(0, default: 1) - 1, column: parameter(1, default: 1) - 1)
    case "A": moveCursor(row: cursor.row - parameter(0, default: 1), column: cursor.column)
    case "B": moveCursor(row: cursor.row + parameter(0, default: 1), column: cursor.column)
    case "C": moveCursor(row: cursor.row, column: cursor.column + parameter(0, default: 1))
    case "D": moveCursor(row: cursor.row, column: cursor.column - parameter(0, default: 1))
    case "K": eraseInLine(parameters.first ?? 0)
    case "J": eraseInDisplay(parameters.first ?? 0)
    case "m": selectGraphicRendition(parameters)
    default: break
    }
  }

  private mutating func moveCursor(row: Int, column: Int) {
    cursor = Position(
      row: min(max(0, row), rowCount - 1), column: min(max(0, column), columnCount - 1))
    pendingWrap = false
  }

  private mutating func eraseInLine(_ mode: Int) {
    let columns: Range<Int>
    switch mode {
    case 0: columns = cursor.column..<columnCount
    case 1: columns = 0..<(cursor.column + 1)
    case 2: columns = 0..<columnCount
    default: return
    }
    erase(row: cursor.row, columns: columns)
    // xterm: erasing resets the pending wrap, and erases the last column when it was pending.
    pendingWrap = false
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      erase(row: cursor.row, columns: cursor.column..<columnCount)
      for row in (cursor.row + 1)..<rowCount { erase(row: row, columns: 0..<columnCount) }
    case 1:
      for row in 0..<cursor.row { erase(row: row, columns: 0..<columnCount) }
      erase(row: cursor.row, columns: 0..<(cursor.column + 1))
    case 2, 3:
      for row in 0..<rowCount { erase(row: row, columns: 0..<columnCount) }
    default: return
    }
    pendingWrap = false
  }

  private mutating func erase(row: Int, columns: Range<Int>) {
    guard !columns.isEmpty else { return }
    // A wide character cut in half by the erased range loses its other half too.
    if grid[row][columns.lowerBound].text.isEmpty && columns.lowerBound > 0 {
      grid[row][columns.lowerBound - 1] = .blank
    }
    if columns.upperBound < columnCount && grid[row][columns.upperBound].text.isEmpty {
      grid[row][columns.upperBound] = .blank
    }
    for column in columns { grid[row][column] = .blank }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    for code in parameters.isEmpty ? [0] : parameters {
      switch code {
      case 0: pen = Attributes()
      case 1: pen.bold = true
      case 2: pen.dim = true
      case 4: pen.underline = true
      case 7: pen.reverse = true
      case 22:
        pen.bold = false
        pen.dim = false
      case 24: pen.underline = false
      case 27: pen.reverse = false
      case 30...37: pen.foreground = code - 30
      case 39: pen.foreground = nil
      default: break
      }
    }
  }

  private mutating func setMode(_ mode: Int, on: Bool) {
    switch mode {
    case 1049 where on && !isAlternateScreen:
      savedMain = (grid, cursor, pendingWrap)
      grid = Self.blankGrid(rows: rowCount, columns: columnCount)
      isAlternateScreen = true
      pendingWrap = false
      lastDrawn = nil
    case 1049 where !on && isAlternateScreen:
      if let saved = savedMain {
        grid = saved.grid
        cursor = saved.cursor
        pendingWrap = saved.pendingWrap
      }
      savedMain = nil
      isAlternateScreen = false
      lastDrawn = nil
    case 25: isCursorVisible = on
    case 2026:
      if !on && isInSynchronizedUpdate {
        frames.append(Frame(rows: rows, byteOffset: byteCount))
      }
      isInSynchronizedUpdate = on
    default: break
    }
  }

  // MARK: Helpers

  private static func blankGrid(rows: Int, columns: Int) -> [[Cell]] {
    Array(repeating: Array(repeating: .blank, count: columns), count: rows)
  }

  private static func fit(_ grid: [[Cell]], rows: Int, columns: Int) -> [[Cell]] {
    var result = grid.prefix(rows).map { old -> [Cell] in
      var row = Array(old.prefix(columns))
      // A wide character whose right half is cut off goes whole.
      if old.count > columns && old[columns].text.isEmpty { row[columns - 1] = .blank }
      return row + Array(repeating: .blank, count: columns - row.count)
    }
    result += blankGrid(rows: rows - result.count, columns: columns)
    return result
  }

  private static func text(of row: [Cell]) -> String {
    var text = row.map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
  }
}
