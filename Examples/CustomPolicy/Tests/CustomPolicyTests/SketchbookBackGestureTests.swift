import BackGestureTesting
import CustomPolicy
import Testing

@Test func sketchbookBackGesture() {
  checkBackGesturePolicy(SketchbookBackGesture())
}
