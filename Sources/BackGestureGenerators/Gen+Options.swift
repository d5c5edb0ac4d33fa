import BackGestureModel
import PropertyCore

extension Gen {
  /// Returns the generator of one preset's scenarios in the space of a check's options:
  /// its systems, page sheets, nested content and most steps.
  ///
  /// - Parameters:
  ///   - preset: A fixed preset, or `nil` for any preset.
  ///   - options: The space; its presets, cases and seed are the caller's to use.
  ///   - honours: What the checked code honours of a world (spec section 14.11);
  ///     everything by default.
  public static func scenarios(
    preset: Preset?, in options: CheckOptions, honours: Honours = .everything
  ) -> Generator<Scenario> {
    scenarios(
      preset: preset, maximumSteps: options.maximumSteps, sheets: options.sheets,
      systems: options.systems, nested: options.nested, honours: honours,
      systemUI: options.systemUI)
  }

  /// Returns the generator of a check's scenarios: the worlds of its presets, each preset as
  /// likely, in the space of its options.
  ///
  /// - Parameters:
  ///   - options: The space.
  ///   - defaults: The presets drawn when the options name none; earlier ones are simpler.
  ///   - honours: What the checked code honours of a world (spec section 14.11): an
  ///     app's declaration; everything by default, as for a policy.
  /// - Returns: The generator; with no preset at all, one whose every draw throws a
  ///   `GeneratorMisuse` that says so, which a property run reports as its result.
  public static func scenarios(
    in options: CheckOptions, defaults: [Preset] = Preset.allCases,
    honours: Honours = .everything
  )
    -> Generator<Scenario>
  {
    let presets = options.presets ?? defaults
    guard !presets.isEmpty else {
      let misuse = GeneratorMisuse(
        "presets is empty: pass at least one preset whose worlds are drawn, or nil for the default")
      return Generator { _ in throw misuse }
    }
    if presets.count == 1 {
      return scenarios(preset: presets[0], in: options, honours: honours)
    }
    return Gen.element(of: presets).flatMap {
      scenarios(preset: $0, in: options, honours: honours)
    }
  }
}
