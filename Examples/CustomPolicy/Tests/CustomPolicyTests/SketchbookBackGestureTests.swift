import BackGestureCheck
import CustomPolicy
import Testing

@Test func sketchbookBackGesture() {
  checkBackGesturePolicy(SketchbookBackGesture())
}
