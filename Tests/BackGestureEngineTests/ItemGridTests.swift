import BackGestureModel
import Testing

@testable import BackGestureEngine

/// The grid over a long list of hit areas finds the first area holding a point, as a
/// scan of the list does.
@Suite struct ItemGridTests {
  /// A generator of whole numbers from a seed, the same on every run.
  struct Numbers {
    var state: UInt64

    /// The next number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// The first area holding a point, by scanning.
  static func scan(_ point: Point, _ areas: [HitArea]) -> Int? {
    areas.firstIndex { $0.contains(point) }
  }

  /// Areas of every shape: small, large, empty, repeated and overlapping.
  static func areas(_ count: Int, seed: UInt64) -> [HitArea] {
    var numbers = Numbers(state: seed)
    var areas: [HitArea] = []
    for _ in 0..<count {
      let x = numbers.next(400) - 20
      let y = numbers.next(900) - 20
      let (width, height): (Int, Int)
      switch numbers.next(10) {
      case 0: (width, height) = (numbers.next(400), numbers.next(900))
      case 1: (width, height) = (0, numbers.next(50))
      case 2 where !areas.isEmpty:
        areas.append(areas[numbers.next(areas.count)])
        continue
      default: (width, height) = (1 + numbers.next(40), 1 + numbers.next(40))
      }
      areas.append(HitArea(minX: x, maxX: x + width, minY: y, maxY: y + height))
    }
    return areas
  }

  @Test("The grid answers as a scan, inside and outside the areas", arguments: [1, 2, 3, 4])
  func answersAsScan(seed: UInt64) throws {
    let areas = Self.areas(300, seed: seed)
    let grid = try #require(ItemGrid(areas))
    var numbers = Numbers(state: seed + 100)
    for _ in 0..<3000 {
      let point = Point(x: numbers.next(460) - 40, y: numbers.next(960) - 40)
      #expect(grid.first(at: point, in: areas).position == Self.scan(point, areas), "\(point)")
    }
    // Every corner of every area, and the points just past them.
    for area in areas {
      for point in [
        Point(x: area.minX, y: area.minY), Point(x: area.maxX - 1, y: area.maxY - 1),
        Point(x: area.maxX, y: area.minY), Point(x: area.minX, y: area.maxY),
      ] {
        #expect(grid.first(at: point, in: areas).position == Self.scan(point, areas), "\(point)")
      }
    }
  }

  @Test("A short list, or one of large areas that overlap, is scanned")
  func scanned() {
    let small = (0..<15).map { HitArea(minX: 4 * $0, maxX: 4 * $0 + 4, minY: 0, maxY: 4) }
    #expect(ItemGrid(small) == nil)
    // Each of 100 distinct areas meets every cell of a grid of about 100.
    let large = (0..<100).map { HitArea(minX: -$0, maxX: 400, minY: 0, maxY: 800 + $0) }
    #expect(ItemGrid(large) == nil)
    // Areas the same as an earlier one count once: a list of 15 distinct areas.
    #expect(ItemGrid(small + small) == nil)
  }

  @Test("A grid of small areas reads about one area a point")
  func readsFew() throws {
    let areas = (0..<1000).map {
      HitArea(
        minX: ($0 % 97) * 4, maxX: ($0 % 97) * 4 + 4, minY: ($0 / 97) * 4, maxY: ($0 / 97) * 4 + 4)
    }
    let grid = try #require(ItemGrid(areas))
    var read = 0
    for (position, area) in areas.enumerated() {
      let answer = grid.first(at: Point(x: area.minX + 2, y: area.minY + 2), in: areas)
      #expect(answer.position == position)
      read += answer.read
    }
    // A cell is at least as large as an area's 4 pt square less rounding, so it meets
    // few of them; a scan would read 500 a point on average.
    #expect(read <= 4 * areas.count)
  }
}
