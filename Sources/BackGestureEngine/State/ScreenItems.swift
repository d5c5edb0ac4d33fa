import BackGestureModel

/// A screen's items as the engine's hit test reads them, arranged once per engine: each
/// item numbered in declaration order (an item, then the items it holds, [C1], [C7]),
/// each list of items with the hit areas of their frames and, when long, a grid over them.
struct ScreenItems: Sendable {
  /// One list of items: the screen's own, or those one scroll view holds.
  struct List: Sendable {
    /// The 0-based numbers of the items, front-most first.
    var numbers: [Int] = []
    /// The hit areas of the items, in the same order.
    var areas: [HitArea] = []
    /// The grid over the areas; `nil` for a list the hit test scans.
    var grid: ItemGrid?
  }

  /// The items in numbering order.
  private(set) var items: [ContentItem] = []
  /// Per item in numbering order, the list of the items it holds; `nil` when it holds none.
  private(set) var held: [Int?] = []
  /// The lists, the screen's own first.
  private(set) var lists: [List] = [List()]
  /// Per item in numbering order, its index in the engine's scroll views; `nil` for an
  /// item that is not a scroll view.
  private(set) var scrollViews: [Int?] = []

  /// Arranges a screen's items; its scroll views are the engine's from
  /// `firstScrollView` on, in numbering order.
  init(_ content: [ContentItem], faults: EngineFaults, firstScrollView: Int) {
    var nextScrollView = firstScrollView
    // The lists still to fill, with the list each goes into; the items of a list are
    // numbered before those of the lists its items hold, as [C1] numbers them.
    var pending: [(items: ArraySlice<ContentItem>, list: Int)] = [(content[...], 0)]
    while var top = pending.popLast() {
      guard let item = top.items.popFirst() else { continue }
      pending.append(top)
      let number = items.count
      items.append(item)
      lists[top.list].numbers.append(number)
      lists[top.list].areas.append(ReferenceEngine.hitArea(of: item.frame, faults: faults))
      switch item {
      case .horizontalScroll, .verticalScroll:
        scrollViews.append(nextScrollView)
        nextScrollView += 1
      case .control, .cell: scrollViews.append(nil)
      }
      if item.items.isEmpty {
        held.append(nil)
      } else {
        held.append(lists.count)
        pending.append((item.items[...], lists.count))
        lists.append(List())
      }
    }
    for index in lists.indices { lists[index].grid = ItemGrid(lists[index].areas) }
  }

  /// The number of the first item of a list whose hit area holds a point, and how many
  /// areas were read to find it.
  func item(at point: Point, in list: Int) -> (number: Int?, read: Int) {
    let list = lists[list]
    if let grid = list.grid {
      let (position, read) = grid.first(at: point, in: list.areas)
      return (position.map { list.numbers[$0] }, read)
    }
    for (position, area) in list.areas.enumerated() where area.contains(point) {
      return (list.numbers[position], position + 1)
    }
    return (nil, list.areas.count)
  }
}
