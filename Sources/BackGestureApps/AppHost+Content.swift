import BackGestureModel
import BackGestureUIKit
import Foundation

extension AppHost {
  /// Fills a screen's view with its content when the view loads: one view per item, the
  /// first declared in front, so a hit test finds the first item that holds a point
  /// (spec [C1]).
  func installContent(in controller: UIViewController) {
    guard let index = screenIndex(of: controller), let container = controller.viewIfLoaded
    else { return }
    // The screen's scroll slots end at its entry of `scrollSlotEnds`; the items go in
    // last first, so the slots are taken from the end.
    var slot = scrollSlotEnds[index]
    for item in world.screens[index].content.reversed() {
      let view = makeView(for: item)
      container.addSubview(view)
      switch item {
      case .horizontalScroll, .verticalScroll:
        slot -= 1
        scrollSlots[slot].view = view as? UIScrollView
      case .control:
        break
      }
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
      case .slider: return UISlider(frame: rect(control.frame))
      case .swipecell: return SwipeCell(frame: rect(control.frame))
      }
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
