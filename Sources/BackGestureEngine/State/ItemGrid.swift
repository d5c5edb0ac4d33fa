import BackGestureModel

/// A uniform grid over the hit areas of one list of items, so that the engine's hit test
/// finds the first area that holds a point among the few that meet the point's cell,
/// instead of scanning the whole list.
///
/// Each cell keeps, in list order, the areas that meet it, up to the first that covers
/// it whole: past that one no later area can be the first to hold a point of the cell.
/// An area equal to an earlier one is left out for the same reason. The grid has about
/// one cell per area; when the areas meet too many cells between them (many large
/// areas that overlap), building stops and the list is scanned as before.
struct ItemGrid: Sendable {
  /// The left edge of the first column of cells.
  let originX: Int
  /// The top edge of the first row of cells.
  let originY: Int
  /// The width of a cell.
  let cellWidth: Int
  /// The height of a cell.
  let cellHeight: Int
  /// How many cells a row holds.
  let columns: Int
  /// How many rows of cells.
  let rows: Int
  /// Where each cell's positions start in `positions`, row by row, and one past the last.
  let starts: [Int]
  /// The positions in the list of the areas each cell keeps, cell by cell, ascending.
  let positions: [Int32]

  /// A list shorter than this is scanned: the grid would cost more than it saves.
  static let minimumCount = 16

  /// Builds the grid over a list's areas; `nil` when the list is short or its areas
  /// meet more than about 16 cells each, on average.
  init?(_ areas: [HitArea]) {
    var seen = Set<HitArea>()
    var kept: [Int] = []
    for (position, area) in areas.enumerated() where !area.isEmpty {
      if seen.insert(area).inserted { kept.append(position) }
    }
    guard kept.count >= Self.minimumCount, areas.count <= Int(Int32.max) else { return nil }
    var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
    for position in kept {
      let area = areas[position]
      left = min(left, area.minX)
      right = max(right, area.maxX)
      top = min(top, area.minY)
      bottom = max(bottom, area.maxY)
    }
    let width = right - left
    let height = bottom - top
    // About one cell per area, the cells about as wide as the areas' bounds are tall.
    let wanted = (Double(kept.count) * Double(width) / Double(height)).squareRoot()
    let across = max(1, min(width, Int(wanted.rounded(.up))))
    let down = max(1, min(height, (kept.count + across - 1) / across))
    cellWidth = (width + across - 1) / across
    cellHeight = (height + down - 1) / down
    columns = (width + cellWidth - 1) / cellWidth
    rows = (height + cellHeight - 1) / cellHeight
    originX = left
    originY = top
    // The cells each area meets, in list order; a cell covered whole takes no more.
    let budget = 16 * kept.count
    var visits = 0
    var covered = [Bool](repeating: false, count: columns * rows)
    var pairs: [(cell: Int, position: Int32)] = []
    for position in kept {
      let area = areas[position]
      let (firstColumn, lastColumn) = (
        (area.minX - left) / cellWidth, (area.maxX - 1 - left) / cellWidth
      )
      let (firstRow, lastRow) = ((area.minY - top) / cellHeight, (area.maxY - 1 - top) / cellHeight)
      for row in firstRow...lastRow {
        let (cellTop, cellBottom) = (top + row * cellHeight, top + (row + 1) * cellHeight)
        for column in firstColumn...lastColumn {
          visits += 1
          guard visits <= budget else { return nil }
          let cell = row * columns + column
          guard !covered[cell] else { continue }
          pairs.append((cell, Int32(position)))
          let (cellLeft, cellRight) = (left + column * cellWidth, left + (column + 1) * cellWidth)
          if area.minX <= cellLeft, cellRight <= area.maxX, area.minY <= cellTop,
            cellBottom <= area.maxY
          {
            covered[cell] = true
          }
        }
      }
    }
    // Counting sort by cell; the pairs came in list order, so each cell's stay ascending.
    var starts = [Int](repeating: 0, count: columns * rows + 1)
    for pair in pairs { starts[pair.cell + 1] += 1 }
    for cell in 0..<columns * rows { starts[cell + 1] += starts[cell] }
    var next = starts
    var positions = [Int32](repeating: 0, count: pairs.count)
    for pair in pairs {
      positions[next[pair.cell]] = pair.position
      next[pair.cell] += 1
    }
    self.starts = starts
    self.positions = positions
  }

  /// The position of the first of the areas that holds a point, and how many areas were
  /// read to find it.
  func first(at point: Point, in areas: [HitArea]) -> (position: Int?, read: Int) {
    let column = point.x - originX
    let row = point.y - originY
    guard column >= 0, row >= 0, column < columns * cellWidth, row < rows * cellHeight else {
      return (nil, 0)
    }
    let cell = (row / cellHeight) * columns + column / cellWidth
    var read = 0
    for index in starts[cell]..<starts[cell + 1] {
      let position = Int(positions[index])
      read += 1
      if areas[position].contains(point) { return (position, read) }
    }
    return (nil, read)
  }
}
