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
  /// Every screen's items in declaration order, the items a scroll view holds after it
  /// ([C1], [C7]), one screen after another: screen `s`'s are at `rowStarts[s]` up to
  /// `rowStarts[s + 1]`. One list for the world instead of one a screen, read through
  /// ``declaredItem(_:on:)``, ``scrollSlot(of:on:)`` and ``holder(of:on:)``.
  private var items: [ContentItem]
  /// Per item of ``items``, the index into `scrollViews`, if the item scrolls.
  private var slots: [Int?]
  /// Per item of ``items``, the item (0-based on its screen) that holds it, if a scroll
  /// view does ([C7]).
  private var holderItems: [Int?]
  /// Where each screen's items start in ``items``, and the end of the last.
  private var rowStarts: [Int]

  init(_ world: World) {
    self.world = world
    table = PresetTable.of(world.preset)
    // Screens read in place: a copy would retain each one's content.
    var names = world.screens.indices.map { NameEntry(name: world.screens[$0].name, screen: $0) }
    // A generated world names its screens in order already (A, B, C…): no sort then.
    if !names.indices.dropFirst().allSatisfy({ names[$0 - 1].name < names[$0].name }) {
      names.sort { $0.name < $1.name }
    }
    sortedNames = names
    var views: [ScrollGeometry] = []
    views.reserveCapacity(2 * world.screens.count)
    // Room for the screens' items and, at a guess, as many held ones.
    let room = 2 * world.screens.reduce(0) { $0 + $1.content.count }
    var items: [ContentItem] = []
    var slots: [Int?] = []
    var holderItems: [Int?] = []
    var rowStarts: [Int] = []
    items.reserveCapacity(room)
    slots.reserveCapacity(room)
    holderItems.reserveCapacity(room)
    rowStarts.reserveCapacity(world.screens.count + 1)
    for screen in world.screens.indices {
      let name = world.screens[screen].name
      let start = items.count
      rowStarts.append(start)
      // One pass in declaration order fills the lists.
      Self.visitInDeclarationOrder(world.screens[screen].content) { item, holder in
        let id = ItemID(screen: name, index: items.count - start + 1)
        items.append(item)
        holderItems.append(holder)
        switch item {
        case .horizontalScroll(let view):
          slots.append(views.count)
          views.append(
            ScrollGeometry(
              item: id, vertical: false, frame: view.frame, content: view.content,
              inset: view.safeInset + view.inset, bounces: view.bounces,
              alwaysBounce: view.alwaysBounce, paging: view.paging, answers: view.answers,
              initialOffset: view.offset, initiallyDeceleratingUntil: view.deceleratingUntil))
        case .verticalScroll(let view):
          slots.append(views.count)
          views.append(
            ScrollGeometry(
              item: id, vertical: true, frame: view.frame, content: view.content,
              inset: 0, bounces: false, alwaysBounce: false, paging: false,
              answers: view.answers,
              initialOffset: view.offset, initiallyDeceleratingUntil: nil))
        case .control, .cell:
          slots.append(nil)
        }
      }
    }
    rowStarts.append(items.count)
    scrollViews = views
    self.items = items
    self.slots = slots
    self.holderItems = holderItems
    self.rowStarts = rowStarts
  }

  /// How many items a screen has, held ones included.
  func itemCount(on screen: Int) -> Int {
    rowStarts[screen + 1] - rowStarts[screen]
  }

  /// A screen's item, by its 0-based index in declaration order.
  func declaredItem(_ item: Int, on screen: Int) -> ContentItem {
    items[rowStarts[screen] + item]
  }

  /// The index into `scrollViews` of a screen's item, if it scrolls.
  func scrollSlot(of item: Int, on screen: Int) -> Int? {
    slots[rowStarts[screen] + item]
  }

  /// The item (0-based) that holds a screen's item, if a scroll view does ([C7]).
  func holder(of item: Int, on screen: Int) -> Int? {
    holderItems[rowStarts[screen] + item]
  }

  /// Calls `body` on a screen's items in declaration order, each with the position of the
  /// item holding it: a scroll view's items come right after it, before its next sibling
  /// ([C7]). A screen without nesting is read in one loop, with no stack of lists.
  static func visitInDeclarationOrder(
    _ content: [ContentItem], _ body: (ContentItem, Int?) -> Void
  ) {
    if !content.contains(where: { !$0.items.isEmpty }) {
      for index in content.indices { body(content[index], nil) }
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
