import BackGestureModel
import PropertyCore

extension Gen {
  /// Returns the generator of whole scenarios: a random world and a stateful sequence of
  /// touches, operations and waits that the oracle accepts step by step.
  ///
  /// It is the one way to get generated scenarios; the property suites, `backgesture
  /// check`, the fuzz target and `checkBackGesturePolicy` all use it.
  ///
  /// ```swift
  /// let result = Property.check("fd", Gen.scenarios(preset: .fdFullscreen)) { scenario in
  ///   if let failure = ScenarioCheck.run(scenario).failure {
  ///     throw PropertyFailure(failure.description)
  ///   }
  /// }
  /// ```
  ///
  /// Every choice goes through the `ChoiceSource`, so scenarios replay from tokens, decode
  /// from arbitrary bytes (`generator.value(decoding:)`) and shrink: each segment of steps
  /// (one gesture, one operation, one wait) and each screen and content item is a span
  /// that the shrinker can delete whole. A scenario the step limit cut short draws no
  /// choice to end it, so the shrinker answers the draws of a shorter one with the
  /// simplest values (`Generator.paddingShortCandidates()`).
  ///
  /// - Parameters:
  ///   - preset: A fixed preset, or `nil` for any preset.
  ///   - maximumSteps: The most steps a scenario has, at least 1; 12 by default.
  ///   - backButton: Whether operations include taps on the back button (`back`, spec
  ///     [O6]). Off by default, so that every seed, replay token and fuzz input gives the
  ///     scenario it gave before the step existed; on, the operation segments draw `back`
  ///     as often as `pop`.
  ///   - sheets: Whether presentations, of the world and of `present` steps, may be page
  ///     sheets (spec [N6]). Off by default for the same reason; on, each presentation
  ///     draws its style where it is drawn, and one gesture in three is a pull on the
  ///     sheet in front (spec [N7]).
  ///   - systems: The systems worlds run on ([D5]); both by default, drawn in every
  ///     world (``world(preset:device:sheets:systems:nested:honours:systemUI:)``).
  ///   - nested: Whether content may nest ([C7]), page, answer the recognizer graph's
  ///     questions ([C5]) and hold cells with swipe actions ([C6]). Off by default for
  ///     the same reason as `backButton`; on, each content item draws them in its own
  ///     span (``content(on:nested:)``), and a gesture's first move goes backward (a
  ///     cell's own drag) more often.
  ///   - honours: What the checked code honours of a world (spec section 14.11);
  ///     everything by default. The worlds and a `present` step's style are drawn as for
  ///     everything and then given as the code honours them
  ///     (``world(preset:device:sheets:systems:nested:honours:systemUI:)``); the steps
  ///     are drawn in the world so given.
  ///   - systemUI: Whether worlds may put the root in a tab bar controller and screens
  ///     hold text fields and search controllers ([K1] to [K7]). Off by default for the
  ///     same reason as `backButton`; on, segments may also be a tap on the current
  ///     screen's text field or search bar.
  public static func scenarios(
    preset: Preset? = nil, maximumSteps: Int = 12, backButton: Bool = false,
    sheets: Bool = false, systems: [OperatingSystem] = OperatingSystem.allCases,
    nested: Bool = false, honours: Honours = .everything, systemUI: Bool = false
  )
    -> Generator<Scenario>
  {
    let worlds = Gen.world(
      preset: preset, sheets: sheets, systems: systems, nested: nested, honours: honours,
      systemUI: systemUI)
    let limit = max(1, maximumSteps)
    return Generator { source in
      source.beginSpan("world")
      let world = try worlds.generate(from: source)
      source.endSpan()
      let steps = try Gen.steps(
        in: world, maximumSteps: limit, backButton: backButton, sheets: sheets, nested: nested,
        honours: honours, systemUI: systemUI
      )
      .generate(from: source)
      return Scenario(world: world, steps: steps)
    }
    // The step limit ends a scenario without a choice to end it: once the shrinker
    // deletes a step, the shorter scenario ends on the simplest answers.
    .paddingShortCandidates()
  }

  /// Returns a generator of valid steps for a world, built statefully with the oracle
  /// running alongside (see ``scenarios(preset:maximumSteps:)``).
  ///
  /// - Parameters:
  ///   - world: The world the steps run in.
  ///   - maximumSteps: The most steps; the generator stops there, even mid-gesture.
  ///   - backButton: Whether operations include taps on the back button.
  ///   - sheets: Whether a `present` step may show a page sheet.
  ///   - nested: Whether the world's content may nest and hold cells with swipe actions.
  ///   - honours: What the checked code honours: a `present` step's page sheet is
  ///     given as a full-screen presentation to code that does not honour page sheets.
  ///   - systemUI: Whether a segment may be a tap on a text field or a search bar.
  static func steps(
    in world: World, maximumSteps: Int, backButton: Bool = false, sheets: Bool = false,
    nested: Bool = false, honours: Honours = .everything, systemUI: Bool = false
  ) -> Generator<[Step]> {
    Generator { source in
      var builder = StepBuilder(world: world, source: source, limit: max(1, maximumSteps))
      builder.backButton = backButton
      builder.sheets = sheets
      builder.nested = nested
      builder.honoursPageSheets = honours.contains(.pageSheets)
      builder.systemUI = systemUI
      return try builder.build()
    }
  }
}
