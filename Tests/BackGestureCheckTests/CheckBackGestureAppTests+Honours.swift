import BackGestureCheck
import BackGestureUIKit
import Testing

/// A notes app's navigation as it ships: UIKit's own navigation controller and its
/// system pop, and note screens that know nothing but their title. Nothing in it can stop
/// a swipe: there is no draft to protect, no screen that opts out, no bar to manage.
struct NotesApp: BackGestureApp {
  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let note = UIViewController()
    note.title = screen.name
    return note
  }
}

/// The notes app, keeping every description its factory was given.
@MainActor
final class GivenDescriptions {
  var all: [ScreenDescription] = []
}

/// ``NotesApp`` with a record of what its factory read.
struct RecordingNotesApp: BackGestureApp {
  let given: GivenDescriptions

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    given.all.append(screen)
    return NotesApp().makeViewController(for: screen)
  }
}

@Suite struct CheckBackGestureAppHonoursTests {
  @Test("The factory of an app that declares nothing is given neutral settings only")
  @MainActor func givenNeutralSettings() {
    let given = GivenDescriptions()
    let result = AppProperty.check(
      RecordingNotesApp(given: given), options: CheckOptions(cases: 100))
    #expect(result.isSuccess)
    #expect(!given.all.isEmpty)
    for description in given.all {
      #expect(description.settings == ScreenSettings(), "\(description.name)")
      #expect(!description.popDisabled && !description.vetoesPop && !description.setsSettingsLate)
      #expect(description.maxDistance == 0 && description.backButton == .system)
      #expect(description.prefersNavigationBarHidden == nil && description.animatorDuration == nil)
    }
  }

  @Test("An app that declares nothing passes on plain screens: no veto it never heard of")
  @MainActor func appWithoutSettingsPasses() {
    let result = AppProperty.check(NotesApp(), options: CheckOptions(cases: 300))
    #expect(result.isSuccess, "\(result)")
    // Still several screens, operations and swipes: a plain world is not an empty one.
    for label in ["began", "finished", "cancelled"] {
      #expect(result.statistics.labelCounts[label, default: 0] > 0, "\(label)")
    }
  }

  @Test("The worlds of an app that declares nothing carry no setting and no content")
  @MainActor func plainWorlds() throws {
    let generator = AppProperty.generator(for: NotesApp(), options: CheckOptions())
    var screens = 0
    var presented = 0
    for seed in 0..<200 {
      let world = try generator.generate(from: ChoiceSource(seed: UInt64(seed), size: 100)).world
      screens = max(screens, world.screens.count)
      presented += world.presentations.count
      for screen in world.screens {
        #expect(screen.settings == ScreenSettings(), "\(screen.name) in seed \(seed)")
        #expect(screen.content.isEmpty, "\(screen.name) in seed \(seed)")
      }
    }
    #expect(screens >= 4)
    #expect(presented > 0)
  }
}
