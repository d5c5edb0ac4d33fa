import BackGestureModel

/// A screen's items arranged once, so that many hit tests of spec [C1] and [C7] on the
/// same items (the liveness probes of a state at rest) cost about one item each instead
/// of a scan of the screen.
///
/// It answers as ``SpecGeometry/hit(_:in:)`` does, from its own reading of the spec: the
/// first of a list's items whose frame holds the point (`x <= px < x + w`,
/// `y <= py < y + h`), then the first of the items that one holds, down to the deepest.
/// A long list is split into square buckets of the plane, each holding the items whose
/// frames meet it, in list order, up to the first frame that covers the bucket.
package struct HitLayout: Sendable {
  /// The items in numbering order, each with the 0-based position of the scroll view
  /// that holds it ([C1], [C7]).
  package let placed: [(item: ContentItem, holder: Int?)]
  /// Per list (one per item, by position, then the screen's own last), the positions of
  /// its items, front-most first.
  private let lists: [[Int]]
  /// Per list, its buckets when it is long enough to pay for them.
  private let buckets: [Buckets?]

  /// Arranges a screen's items.
  package init(_ content: [ContentItem]) {
    placed = SpecGeometry.placed(content)
    var lists = [[Int]](repeating: [], count: placed.count + 1)
    for (position, entry) in placed.enumerated() {
      lists[entry.holder ?? placed.count].append(position)
    }
    let frames = placed.map { $0.item.frame }
    buckets = lists.map { Buckets($0, frames: frames) }
    self.lists = lists
  }

  /// The 1-based index, in declaration order, and the item under a point: the first of
  /// the screen's items whose frame holds it, or, when it is a scroll view that holds
  /// items under the point, the deepest of those ([C1], [C7]).
  package func hit(_ point: Point) -> (index: Int, item: ContentItem)? {
    var found: Int?
    var list = placed.count
    var read = 0
    defer { WorkCounter.add(read) }
    while true {
      let next: Int?
      if let buckets = buckets[list] {
        let answer = buckets.first(holding: point, frames: placed)
        next = answer.position
        read += answer.read
      } else {
        let index = lists[list].firstIndex { Self.holds(placed[$0].item.frame, point) }
        next = index.map { lists[list][$0] }
        read += (index ?? lists[list].count - 1) + 1
      }
      guard let position = next else { break }
      found = position
      list = position
    }
    return found.map { ($0 + 1, placed[$0].item) }
  }

  /// Whether a frame holds a point, its right and bottom edges excluded ([C1]).
  static func holds(_ frame: Frame, _ point: Point) -> Bool {
    frame.x <= point.x && point.x < frame.x + frame.width && frame.y <= point.y
      && point.y < frame.y + frame.height
  }

  /// Square buckets of the plane over one list's frames.
  struct Buckets: Sendable {
    /// The top left corner of the first bucket.
    let origin: Point
    /// The side of a bucket.
    let side: Int
    /// How many buckets a row holds.
    let across: Int
    /// How many rows.
    let down: Int
    /// Per bucket, row by row, the positions of the items whose frames meet it, in list
    /// order, up to the first frame that covers it.
    let contents: [[Int]]

    /// A list with fewer items is scanned.
    static let threshold = 16

    /// Buckets over the frames of a list's items (by position); `nil` for a short list,
    /// or when the frames meet more than 16 buckets each on average (large frames
    /// overlapping), where a scan stops early anyway.
    init?(_ list: [Int], frames: [Frame]) {
      // Too few frames to be worth buckets, whatever the set below keeps of them.
      guard list.count >= Self.threshold else { return nil }
      // A frame equal to an earlier one, or holding no point, is never the first to hold one.
      var distinct = Set<Frame>()
      let kept = list.filter { position in
        let frame = frames[position]
        return frame.width > 0 && frame.height > 0 && distinct.insert(frame).inserted
      }
      guard kept.count >= Self.threshold else { return nil }
      let minX = kept.map { frames[$0].x }.min() ?? 0
      let minY = kept.map { frames[$0].y }.min() ?? 0
      let maxX = kept.map { frames[$0].x + frames[$0].width }.max() ?? 0
      let maxY = kept.map { frames[$0].y + frames[$0].height }.max() ?? 0
      // About as many buckets as frames, and no more than one row or column of them.
      let (width, height) = (maxX - minX, maxY - minY)
      let square = (Double(width) * Double(height) / Double(kept.count)).squareRoot()
      side = max(1, Int(square), width / kept.count, height / kept.count)
      across = (maxX - minX + side - 1) / side
      down = (maxY - minY + side - 1) / side
      origin = Point(x: minX, y: minY)
      guard across * down <= 4 * kept.count + 64 else { return nil }
      var contents = [[Int]](repeating: [], count: across * down)
      var covered = [Bool](repeating: false, count: across * down)
      var budget = 16 * kept.count
      for position in kept {
        let frame = frames[position]
        let columns = (frame.x - minX) / side...(frame.x + frame.width - 1 - minX) / side
        let rows = (frame.y - minY) / side...(frame.y + frame.height - 1 - minY) / side
        budget -= columns.count * rows.count
        guard budget >= 0 else { return nil }
        for row in rows {
          for column in columns where !covered[row * across + column] {
            let bucket = Frame(
              x: minX + column * side, y: minY + row * side, width: side, height: side)
            contents[row * across + column].append(position)
            covered[row * across + column] =
              frame.x <= bucket.x && bucket.x + side <= frame.x + frame.width
              && frame.y <= bucket.y && bucket.y + side <= frame.y + frame.height
          }
        }
      }
      self.contents = contents
    }

    /// The position of the first item whose frame holds a point, and how many frames
    /// were read.
    func first(
      holding point: Point, frames placed: [(item: ContentItem, holder: Int?)]
    ) -> (position: Int?, read: Int) {
      guard point.x >= origin.x, point.y >= origin.y else { return (nil, 0) }
      let column = (point.x - origin.x) / side
      let row = (point.y - origin.y) / side
      guard column < across, row < down else { return (nil, 0) }
      let bucket = contents[row * across + column]
      for (read, position) in bucket.enumerated()
      where HitLayout.holds(placed[position].item.frame, point) {
        return (position, read + 1)
      }
      return (nil, bucket.count)
    }
  }
}
