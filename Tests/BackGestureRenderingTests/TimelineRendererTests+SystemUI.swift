import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

@testable import BackGestureRendering

/// The keyboard, search and the tab bar in the timeline, word for word.
extension TimelineRendererTests {
  @Test("The timeline notes the keyboard as a step takes it and as the cancel gives it back")
  func keyboardNotes() throws {
    let path = "Corpus/system-ui/search-field-given-back-after-cancelled-swipe.scenario"
    let file = ScenarioFile(path: path, url: TestSupport.packageRoot.appendingPathComponent(path))
    let text = TimelineRenderer().render(ScenarioExplanation(try file.load().get()))
    // The tap brings the keyboard up with the search, the begin takes the keyboard, and
    // the cancel's end (@254, [K2]) gives it back; the search stays active throughout.
    let notes = text.split(separator: "\n").filter {
      $0.contains("keyboard:") || $0.contains("search:")
    }
    #expect(
      notes.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "keyboard: up for B", "search: B", "keyboard: down", "keyboard: up for B",
      ])
  }
}
