import BackGestureModel
import Testing

/// The declaration of what an app honours: its groups and its spelling in messages.
@Suite struct HonoursTests {
  /// Each setting and kind with the name it prints as, in the order of spec [U18].
  static let named: [(Honours, String)] = [
    (.optOut, "optOut"), (.maxDistance, "maxDistance"), (.barPreference, "barPreference"),
    (.barStyle, "barStyle"), (.backButton, "backButton"), (.veto, "veto"),
    (.lateSettings, "lateSettings"), (.animator, "animator"),
    (.horizontalScrollViews, "horizontalScrollViews"),
    (.verticalScrollViews, "verticalScrollViews"), (.controls, "controls"),
    (.swipeActionCells, "swipeActionCells"), (.nestedContent, "nestedContent"),
    (.scrollViewAnswers, "scrollViewAnswers"), (.pageSheets, "pageSheets"),
  ]

  @Test("Each member prints its own name, and a set its members in order")
  func spelling() {
    for (member, name) in Self.named {
      #expect(member.description == "[\(name)]")
    }
    #expect(Honours().description == "[]")
    #expect(Honours([.veto, .optOut, .pageSheets]).description == "[optOut, veto, pageSheets]")
  }

  @Test("The settings and the content are apart, and together they are everything")
  func groups() {
    let all = Self.named.reduce(into: Honours()) { $0.insert($1.0) }
    #expect(Honours.everything == all)
    #expect(Honours.settings.isDisjoint(with: .content))
    #expect(Honours.settings.union(.content) == .everything)
    #expect(Self.named.prefix(8).allSatisfy { Honours.settings.contains($0.0) })
  }
}
