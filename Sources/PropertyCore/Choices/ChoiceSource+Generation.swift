/// How a seeded source picks fresh values: edge cases early, then spread out.
extension ChoiceSource {
  /// Picks a value for a kind from the pseudo-random generator.
  ///
  /// One draw in eight is an edge case (target, bounds, one off the bounds,
  /// zero, one or minus one); in the first cases of a run, when
  /// ``prefersEdgeCases`` is set, one in two is. One in sixteen repeats an earlier value of the
  /// same kind, and one in sixteen lands next to one, so coupled values such
  /// as `x == y` or `x == y + 1` are found quickly. The rest pick a
  /// simplicity index: uniformly for small ranges, otherwise with a
  /// log-uniform magnitude so small and large values are both common.
  func generate(_ kind: Choice.Kind, using generator: inout Xoshiro256) -> Int64 {
    if case .boolean = kind { return Int64(generator.next() & 1) }
    let roll = generator.next(below: 32)
    if roll < 4 || (prefersEdgeCases && generator.next() & 1 == 0) {
      return edgeCase(of: kind, using: &generator)
    }
    if roll < 8, let pick = earlierValue(of: kind, using: &generator) {
      if roll < 6 { return pick }
      let offset: Int64 = roll == 6 ? 1 : -1
      return kind.clamp(pick &+ offset)
    }
    let maximum = kind.maximumIndex
    if maximum < 256 {
      return kind.value(at: generator.next(below: maximum &+ 1))
    }
    let bits = generator.next(below: 65)
    let mask: UInt64 = bits == 64 ? .max : (1 << bits) - 1
    return kind.value(at: min(generator.next() & mask, maximum))
  }

  /// Picks, uniformly, one of the integers of a kind drawn so far in this case; `nil`
  /// when there is none.
  ///
  /// The recorded choices are the record. While a case has few, they are read in place
  /// (one pass, the values kept on the stack); past ``earlierValuesScanLimit`` they are
  /// listed by kind in ``earlierValues`` as far as they were read, brought up to date
  /// here, in the one draw in eight that repeats a value, so that a long case pays O(n)
  /// for its lookups in all. Both ways pick the same value.
  func earlierValue(of kind: Choice.Kind, using generator: inout Xoshiro256) -> Int64? {
    guard case .integer(let range, let target) = kind else { return nil }
    if choices.count <= Self.earlierValuesScanLimit {
      return scanEarlierValue(range: range, target: target, using: &generator)
    }
    if earlierValues.indexed > choices.count { earlierValues = EarlierValues() }
    earlierValues.add(choices[earlierValues.indexed...])
    let listed = EarlierValues.Kind(low: range.lowerBound, high: range.upperBound, target: target)
    let count = earlierValues.count(of: listed)
    guard count > 0 else { return nil }
    return earlierValues.value(of: listed, at: Int(generator.next(below: UInt64(count))))
  }

  /// How many recorded choices ``earlierValue(of:using:)`` reads in place; past it, it
  /// lists them by kind, so that a long case stays linear.
  static var earlierValuesScanLimit: Int { 512 }

  /// ``earlierValue(of:using:)`` by reading the recorded choices: counts the values of the
  /// kind, draws a position among them in the order drawn, and reads the value there.
  private func scanEarlierValue(
    range: ClosedRange<Int64>, target: Int64, using generator: inout Xoshiro256
  ) -> Int64? {
    func sameKind(_ choice: Choice) -> Bool {
      guard case .integer(let other, let otherTarget) = choice.kind else { return false }
      return other == range && otherTarget == target
    }
    // One pass counts the values of the kind and keeps the first 128 on the stack; a
    // second pass finds a later one, should the draw pick it.
    let kept = 128
    return withUnsafeTemporaryAllocation(of: Int64.self, capacity: kept) { values in
      var count = 0
      for choice in choices where sameKind(choice) {
        if count < kept { values[count] = choice.value }
        count += 1
      }
      guard count > 0 else { return nil }
      let pick = Int(generator.next(below: UInt64(count)))
      if pick < kept { return values[pick] }
      var remaining = pick
      for choice in choices where sameKind(choice) {
        if remaining == 0 { return choice.value }
        remaining -= 1
      }
      return nil
    }
  }

  /// Picks, uniformly, one of the edge cases of a kind: the target, the bounds, one off
  /// each bound, 0, 1 and -1, those the kind holds, each once (the first time it comes in
  /// that order), listed in one pass on the stack.
  func edgeCase(of kind: Choice.Kind, using generator: inout Xoshiro256) -> Int64 {
    let low = kind.lowerBound
    let high = kind.upperBound
    var kept: (Int64, Int64, Int64, Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &kept) { raw in
      let values = raw.bindMemory(to: Int64.self)
      var count = 0
      func keep(_ value: Int64) {
        guard kind.contains(value) else { return }
        for index in 0..<count where values[index] == value { return }
        values[count] = value
        count += 1
      }
      keep(kind.target)
      keep(low)
      keep(high)
      keep(low &+ 1)
      keep(high &- 1)
      keep(0)
      keep(1)
      keep(-1)
      let pick = Int(generator.next(below: UInt64(count)))
      return count > 0 ? values[pick] : kind.target
    }
  }

  /// Draws the "one more element" boolean with a geometric length distribution.
  func drawMore(averageLength: Int) throws -> Bool {
    guard case .generate = mode else { return try drawBool() }
    let more = generator.next(below: UInt64(averageLength + 1)) != 0
    return try draw(Choice.Kind.boolean, forcing: more ? 1 : 0) == 1
  }

  /// Draws an integer whose value, when generating, `pick` chooses from the
  /// pseudo-random generator; replays and bytes read it as any other draw.
  ///
  /// This lets a generator shape how often its values come up (printable
  /// characters more often than others, say) without changing how they shrink.
  func draw(_ kind: Choice.Kind, generating pick: (inout Xoshiro256) -> Int64) throws -> Int64 {
    guard case .generate = mode else { return try draw(kind) }
    let value = pick(&generator)
    return try draw(kind, forcing: value)
  }

  /// Draws an integer that, when generating, is mostly one of the favoured values;
  /// replays, bytes and the shrinker read it as any other draw of its kind.
  ///
  /// A generator aims a value at the places where bugs hide (a threshold, one past it,
  /// the end of an animation) and the value still shrinks as a plain integer towards
  /// its target: a shrunk value is the simplest that still fails, not the simplest of
  /// the favoured ones.
  ///
  /// ```swift
  /// let delay = try source.draw(.integer(0...2000, target: 0), favouring: [16, 100, 101])
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of the draw.
  ///   - favoured: The values drawn all but one time in `rarity`, each as often as it is
  ///     listed (list one twice to weight it); a value outside the kind's range is
  ///     clamped.
  ///   - rarity: One draw in this many, at least 1, is any value of the kind, as a draw
  ///     without favoured values would be; so is every draw when the list is empty.
  /// - Returns: The value drawn.
  public func draw(
    _ kind: Choice.Kind, favouring favoured: [Int64], anyOneIn rarity: Int = 8
  ) throws -> Int64 {
    try draw(kind, favouringOneOf: favoured.count, anyOneIn: rarity) { favoured[$0] }
  }

  /// Draws as ``draw(_:favouring:anyOneIn:)`` does from a favoured list given by its
  /// length and a function of the position, so that a long list whose entries follow a
  /// rule is never built: the same draws as the list itself would give.
  ///
  /// ```swift
  /// // 0, 10, 20, ..., 2000, each as often.
  /// let time = try source.draw(.integer(0...2000, target: 0), favouringOneOf: 201) { Int64($0 * 10) }
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of the draw.
  ///   - count: The length of the favoured list; 0 for none.
  ///   - rarity: One draw in this many, at least 1, is any value of the kind.
  ///   - favoured: The entry at a position in `0..<count`; called only when generating,
  ///     once a draw. A value outside the kind's range is clamped.
  /// - Returns: The value drawn.
  public func draw(
    _ kind: Choice.Kind, favouringOneOf count: Int, anyOneIn rarity: Int = 8,
    _ favoured: (Int) -> Int64
  ) throws -> Int64 {
    try draw(kind) { generator in
      guard count > 0, generator.next(below: UInt64(max(1, rarity))) != 0 else {
        return generate(kind, using: &generator)
      }
      return kind.clamp(favoured(Int(generator.next(below: UInt64(count)))))
    }
  }

  /// Records a boolean or integer whose value the caller already picked.
  func draw(_ kind: Choice.Kind, forcing value: Int64) throws -> Int64 {
    guard case .generate = mode else { return try draw(kind) }
    guard choices.count < Self.maximumChoices else {
      markOverrun()
      throw GenerationStop.overrun
    }
    return record(Choice(kind: kind, value: kind.clamp(value)))
  }
}
