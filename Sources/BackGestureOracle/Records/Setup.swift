import BackGestureModel

/// The parts of a world that never change, with lookup tables derived from them once.
struct Setup: Sendable, Hashable {
  /// A declared name and its position in declaration order.
  struct NameEntry: Sendable, Hashable {
    var name: String
    var screen: Int
  }

  /// The fixed geometry of one scroll view.
  struct ScrollGeometry: Sendable, Hashable {
    var item: ItemID
    var vertical: Bool
    var frame: Frame
    var content: Int
    /// The adjusted leading inset: the content inset and the safe area's ([SV3]).
    var inset: Int
    /// UIKit's `bounces`: the overshoot of a drag rubber-bands ([SV1]).
    var bounces: Bool
    /// UIKit's `alwaysBounceHorizontal`.
    var alwaysBounce: Bool
    var paging: Bool
    /// What the app answers about the view's pan ([C5]).
    var answers: RecognizerAnswers
    /// The offset at time 0.
    var initialOffset: Int
    /// The end of a deceleration under way at time 0.
    var initiallyDeceleratingUntil: Int?
  }

  /// The world as given.
  var world: World
  /// The preset's table.
  var table: PresetTable
  /// The declared names, sorted, for binary search.
  var sortedNames: [NameEntry]
  /// Every scroll view, in screen declaration order and item order.
  var scrollViews: [ScrollGeometry]
  /// Per screen, per item (0-based, in declaration order), the index into `scrollViews`,
  /// if the item scrolls.
  var scrollSlots: [[Int?]]
  /// Per screen, per item (0-based, in declaration order), the item that holds it, if a
  /// scroll view does ([C7]).
  var holders: [[Int?]]
  /// Per screen, its items in declaration order, the items a scroll view holds after it
  /// ([C1], [C7]).
  var declaredItems: [[ContentItem]]

  init(_ world: World) {
    self.world = world
    table = PresetTable.of(world.preset)
    // Screens read in place: a copy would retain each one's content.
    sortedNames = world.screens.indices
      .map { NameEntry(name: world.screens[$0].name, screen: $0) }
      .sorted { $0.name < $1.name }
    var views: [ScrollGeometry] = []
    views.reserveCapacity(2 * world.screens.count)
    var slots: [[Int?]] = []
    var holderRows: [[Int?]] = []
    var itemRows: [[ContentItem]] = []
    slots.reserveCapacity(world.screens.count)
    holderRows.reserveCapacity(world.screens.count)
    itemRows.reserveCapacity(world.screens.count)
    for screen in world.screens.indices {
      let name = world.screens[screen].name
      let content = world.screens[screen].content
      // One pass in declaration order fills the three rows, with no list in between.
      var row: [Int?] = []
      var holderRow: [Int?] = []
      var itemRow: [ContentItem] = []
      // Room for the screen's items and, at a guess, as many held ones.
      let room = 2 * content.count
      row.reserveCapacity(room)
      holderRow.reserveCapacity(room)
      itemRow.reserveCapacity(room)
      Self.visitInDeclarationOrder(content) { item, holder in
        let id = ItemID(screen: name, index: itemRow.count + 1)
        itemRow.append(item)
        holderRow.append(holder)
        switch item {
        case .horizontalScroll(let view):
          row.append(views.count)
          views.append(
            ScrollGeometry(
              item: id, vertical: false, frame: view.frame, content: view.content,
              inset: view.safeInset + view.inset, bounces: view.bounces,
              alwaysBounce: view.alwaysBounce, paging: view.paging, answers: view.answers,
              initialOffset: view.offset, initiallyDeceleratingUntil: view.deceleratingUntil))
        case .verticalScroll(let view):
          row.append(views.count)
          views.append(
            ScrollGeometry(
              item: id, vertical: true, frame: view.frame, content: view.content,
              inset: 0, bounces: false, alwaysBounce: false, paging: false,
              answers: view.answers,
              initialOffset: view.offset, initiallyDeceleratingUntil: nil))
        case .control, .cell:
          row.append(nil)
        }
      }
      slots.append(row)
      holderRows.append(holderRow)
      itemRows.append(itemRow)
    }
    scrollViews = views
    scrollSlots = slots
    holders = holderRows
    declaredItems = itemRows
  }

  /// Calls `body` on a screen's items in declaration order, each with the position of the
  /// item holding it: a scroll view's items come right after it, before its next sibling
  /// ([C7]). A screen without nesting is read in one loop, with no stack of lists.
  static func visitInDeclarationOrder(
    _ content: [ContentItem], _ body: (ContentItem, Int?) -> Void
  ) {
    if !content.contains(where: { !$0.items.isEmpty }) {
      for item in content { body(item, nil) }
      return
    }
    var count = 0
    // A stack of the lists still to read, each with its holder, the next first; room for
    // a few levels at once.
    var pending: [(items: ArraySlice<ContentItem>, holder: Int?)] = []
    pending.reserveCapacity(8)
    pending.append((content[...], nil))
    while var top = pending.popLast() {
      guard let item = top.items.popFirst() else { continue }
      pending.append(top)
      body(item, top.holder)
      count += 1
      pending.append((item.items[...], count - 1))
    }
  }

  /// The device.
  var device: Device { world.device }

  /// Returns a screen's declaration index, or `nil` when the name is not declared.
  func screenIndex(named name: String) -> Int? {
    var low = 0
    var high = sortedNames.count
    while low < high {
      let mid = (low + high) / 2
      if sortedNames[mid].name < name { low = mid + 1 } else { high = mid }
    }
    return low < sortedNames.count && sortedNames[low].name == name
      ? sortedNames[low].screen : nil
  }

  /// Returns a screen's declaration.
  func screen(_ index: Int) -> Screen { world.screens[index] }

  /// Returns a screen's name.
  func name(_ index: Int) -> String { world.screens[index].name }
}
