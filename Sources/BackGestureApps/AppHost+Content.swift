import BackGestureModel
import BackGestureUIKit
import Foundation

extension AppHost {
  /// Fills a screen's view with its content when the view loads: one view per item, the
  /// first declared in front, so a hit test finds the first item that holds a point
  /// (spec [C1]), and the items a scroll view holds inside its view ([C7]).
  func installContent(in controller: UIViewController) {
    guard let index = screenIndex(of: controller), let container = controller.viewIfLoaded
    else { return }
    installField(on: index, in: container)
    // The screen's scroll slots start after the previous screen's, in declaration order.
    var slot = index > 0 ? scrollSlotEnds[index - 1] : 0
    install(
      world.screens[index].content, in: container, origin: Frame(x: 0, y: 0, width: 0, height: 0),
      slot: &slot)
  }

  /// Makes the views of some items, in declaration order so that each scroll view takes
  /// its slot, and adds them to a view last first, so the first declared is in front. A
  /// view's frame is in its superview's coordinates: a held item's screen frame less the
  /// origin of the scroll view that holds it.
  private func install(
    _ items: [ContentItem], in container: UIView, origin: Frame, slot: inout Int
  ) {
    var views: [UIView] = []
    for item in items {
      let view = makeView(for: item)
      view.frame.origin = CGPoint(x: item.frame.x - origin.x, y: item.frame.y - origin.y)
      if let scroll = view as? UIScrollView {
        scrollSlots[slot].view = scroll
        slot += 1
      }
      install(item.items, in: view, origin: item.frame, slot: &slot)
      views.append(view)
    }
    for view in views.reversed() {
      container.addSubview(view)
    }
  }

  private func makeView(for item: ContentItem) -> UIView {
    switch item {
    case .horizontalScroll(let model):
      let view = AnsweringScrollView(frame: rect(model.frame), answers: model.answers)
      view.axis = .horizontal
      view.contentSize = CGSize(width: model.content, height: model.frame.height)
      // The mirror's window has no safe area ([SV3]), so the adjusted inset the world
      // declares goes into the content inset.
      let inset = CGFloat(model.inset + model.safeInset)
      view.contentInset =
        world.device.direction == .rtl
        ? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: inset)
        : UIEdgeInsets(top: 0, left: inset, bottom: 0, right: 0)
      view.bounces = model.bounces
      view.alwaysBounceHorizontal = model.alwaysBounce
      view.isPagingEnabled = model.paging
      view.modelOffset = model.offset
      view.deceleratingUntil = model.deceleratingUntil
      return view
    case .verticalScroll(let model):
      let view = AnsweringScrollView(frame: rect(model.frame), answers: model.answers)
      view.axis = .vertical
      view.contentSize = CGSize(width: model.frame.width, height: model.content)
      view.bounces = false
      view.modelOffset = model.offset
      return view
    case .control(let control):
      switch control.kind {
      case .slider:
        let slider = UISlider(frame: rect(control.frame))
        slider.value = Float(control.value) / 1000
        return slider
      case .swipecell: return SwipeCell(frame: rect(control.frame))
      }
    case .cell(let cell):
      return SwipeActionsCellView(
        frame: rect(cell.frame), rightToLeft: world.device.direction == .rtl)
    }
  }

  private func rect(_ frame: Frame) -> CGRect {
    CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }
}

/// A table cell with a swipe-to-delete action: a control that owns the horizontal drags
/// that begin on it (spec [C4]).
@MainActor
final class SwipeCell: UIControl {}

/// A table cell with trailing swipe actions: a plain view whose own pan takes a
/// horizontal drag from trailing to leading and no other (spec [C6], [AR13]), as the pan
/// that reveals a cell's swipe actions does.
@MainActor
final class SwipeActionsCellView: UIView {
  /// Whether the device lays out right to left, so that leading is on the right.
  private let rightToLeft: Bool
  /// The cell's own pan.
  private let pan = SwipeActionsPan()

  init(frame: CGRect, rightToLeft: Bool) {
    self.rightToLeft = rightToLeft
    super.init(frame: frame)
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) { nil }

  /// Lets the cell's own pan begin only on a drag that is not mostly vertical and goes
  /// from trailing to leading; any other recognizer may begin.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === pan else { return true }
    let translation = pan.translation(in: self)
    guard abs(translation.y) <= abs(translation.x) else { return false }
    return rightToLeft ? translation.x > 0 : translation.x < 0
  }
}

/// The pan of a cell with swipe actions (spec [C6]): not a back recognizer, so a scroll
/// view's answers about back recognizers ([C5]) leave it alone.
@MainActor
final class SwipeActionsPan: UIPanGestureRecognizer {
  /// Follows its first finger only, as the cell of the world model decides on the drag
  /// of the finger it tracks ([C6]): a finger that lands later is ignored, so it neither
  /// moves the pan's location nor makes it fail.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches > touches.count else {
      super.touchesBegan(touches, with: event)
      return
    }
    for touch in touches { ignore(touch, for: event) }
  }
}
