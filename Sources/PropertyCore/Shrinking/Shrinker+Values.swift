/// Passes that lower integer values, alone, in duplicates and in pairs.
extension Shrinker {
  /// Lowers each choice on its own to the simplest value that still fails.
  func minimiseChoices() {
    var position = 0
    while position < best.choices.count && !isStopped {
      defer { position += 1 }
      minimise(at: position)
    }
  }

  /// Lowers one choice, replayed span by span so a value that decides structure
  /// (a size, a branch, a "more?" boolean) keeps the rest of the case aligned. Each
  /// lowering that does not fail alone is tried again with the later values drawn
  /// within bounds it set moved along (``shiftingDependents(of:to:)``).
  ///
  /// An integer first tries its target, then steps down from its value one at a
  /// time (at most four steps) until a step fails or two steps passed cleanly:
  ///
  /// - Two clean passes end the search on this side: a threshold is where it
  ///   is, and confirming that costs three runs instead of a bisection.
  /// - A failing first step starts a search for the smallest failing distance
  ///   below it: probes 1, 3, 7, 15, then bisection.
  /// - A later failing step is taken as the period of the values that fail (the
  ///   steps before it passed, or a filter rejected them), and the value is
  ///   lowered by multiples of it, which keeps its parity or its residue.
  /// - With no failing step but steps that changed the case's shape (a filter
  ///   rejected the value, the generator stopped or drew past the template),
  ///   the value is halved and lowered by twos instead.
  ///
  /// Then the same distance on the other side is tried, which is simpler when the
  /// value was below the target.
  func minimise(at position: Int) {
    let choice = best.choices[position]
    guard choice.index > 0 else { return }
    let kind = choice.kind
    let attempt = { [self] (value: Int64) -> Bool in
      guard position < best.choices.count, best.choices[position].kind == kind,
        kind.contains(value)
      else { return false }
      if consider(template.replacing(position, with: value)) { return true }
      // Later values drawn from this one on (times after a time) may need to move
      // along: when the lowering clamped them, or when it left them in range but the
      // case no longer fails, since what mattered was their distance from it.
      guard !lastRunWasInvalid || lastRunMisaligned,
        let shifted = shiftingDependents(of: position, to: value)
      else { return false }
      return consider(shifted)
    }
    guard case .integer(_, let target) = kind else {
      _ = attempt(kind.target)
      return
    }
    let above = choice.value > target
    let distance =
      above
      ? UInt64(bitPattern: choice.value &- target) : UInt64(bitPattern: target &- choice.value)
    let offset = { (distance: UInt64) -> Int64 in
      above ? target &+ Int64(bitPattern: distance) : target &- Int64(bitPattern: distance)
    }
    if attempt(target) { return }
    var smallest = distance
    var cleanPasses = 0
    var holes = 0
    var step: UInt64 = 1
    while step < min(distance, 5) && cleanPasses < 2 && !isStopped {
      if attempt(offset(distance - step)) {
        smallest = distance - step
        break
      }
      if lastRunChangedShape { holes += 1 } else { cleanPasses += 1 }
      step += 1
    }
    if smallest < distance {
      if step == 1 {
        smallest = AdaptiveSearch.findSmallest(above: 0, current: smallest) { attempt(offset($0)) }
      } else {
        let base = smallest
        let multiples = AdaptiveSearch.findLargest(upTo: Int(clamping: base / step)) {
          attempt(offset(base - UInt64($0) * step))
        }
        smallest = base - UInt64(multiples) * step
      }
    } else if holes > 0 {
      smallest = stepOverHoles(from: distance) { attempt(offset($0)) }
    }
    // The other side is simpler up to the same distance (below) or one less
    // (above); only small distances are worth the calls.
    let limit = min(above ? (smallest > 0 ? smallest - 1 : 0) : smallest, 4)
    guard limit > 0, kind.contains(above ? target &- 1 : target &+ 1) else { return }
    let flipped = { (distance: UInt64) -> Int64 in
      above ? target &- Int64(bitPattern: distance) : target &+ Int64(bitPattern: distance)
    }
    _ = AdaptiveSearch.findSmallest(current: limit + 1) { distance in
      distance > 0 && distance <= limit && attempt(flipped(distance))
    }
  }

  /// Returns the incumbent with a choice changed and every later integer drawn
  /// within bounds it set moved by the same amount, or `nil` when there is none.
  ///
  /// A later integer depends on a changed one when one bound of its range is the
  /// changed value and the other is the same as the changed choice's (a child
  /// drawn in `parent...100` below a parent drawn in `0...100`); its own
  /// dependents follow. Lowering a bound that later draws start from clamps
  /// them; moving them along keeps their offsets from the bound, as the
  /// generator drew them.
  func shiftingDependents(of position: Int, to value: Int64) -> ChoiceTemplate? {
    let changedKind = best.choices[position].kind
    let old = best.choices[position].value
    let (delta, overflow) = value.subtractingReportingOverflow(old)
    guard !overflow else { return nil }
    var changed: Set<Int64> = [old]
    var result = template.replacing(position, with: value)
    var shifted = false
    for later in (position + 1)..<best.choices.count {
      let choice = best.choices[later]
      let kind = choice.kind
      guard choice.isInteger,
        (changed.contains(kind.lowerBound) && kind.upperBound == changedKind.upperBound)
          || (changed.contains(kind.upperBound) && kind.lowerBound == changedKind.lowerBound)
      else { continue }
      let (moved, overflow) = choice.value.addingReportingOverflow(delta)
      guard !overflow else { continue }
      result.values[later] = moved
      changed.insert(choice.value)
      shifted = true
    }
    return shifted ? result : nil
  }

  /// Lowers a distance by halving it, then by subtracting twos, as long as each step
  /// fails; returns the distance reached.
  ///
  /// Used where the search space has holes, where bisection would stop at one.
  func stepOverHoles(from distance: UInt64, _ attempt: (UInt64) -> Bool) -> UInt64 {
    var current = distance
    let shifts = AdaptiveSearch.findLargest(upTo: 63) { shift in
      (current >> UInt64(shift)) > 0 && attempt(current >> UInt64(shift))
    }
    current >>= UInt64(shifts)
    let base = current
    let steps = AdaptiveSearch.findLargest(upTo: Int(clamping: base / 2)) { steps in
      attempt(base - 2 * UInt64(steps))
    }
    current = base - 2 * UInt64(steps)
    return current
  }

  /// Lowers all integer choices that share a kind and a value, together.
  func lowerDuplicates() {
    var groups: [Choice: [Int]] = [:]
    for (position, choice) in best.choices.enumerated() where choice.index > 0 {
      if case .integer = choice.kind { groups[choice, default: []].append(position) }
    }
    let duplicated = groups.filter { $0.value.count > 1 }
      .sorted { $0.value[0] < $1.value[0] }
    for (choice, positions) in duplicated where !isStopped {
      _ = AdaptiveSearch.findSmallest(current: choice.index) { index in
        var values = best.values
        for position in positions where position < values.count {
          values[position] = choice.kind.value(at: index)
        }
        return consider(values)
      }
    }
  }

  /// Lowers integer choices of different ranges that hold the same value and shrink
  /// towards the same target, together, by the same amount.
  ///
  /// One value drawn from two ranges is often one quantity: a limit drawn in one place
  /// and a coordinate aimed at it in another, far apart. Lowering either alone moves
  /// them apart, which the failure may need them not to be, and pairs only meet within
  /// a few positions (``lowerPairs()``); equal values of one range are
  /// ``lowerDuplicates()``'s. Replayed span by span, so the rest of the case keeps its
  /// place.
  func lowerEqualValues() {
    // Keyed by value and target.
    var groups: [[Int64]: [Int]] = [:]
    for (position, choice) in best.choices.enumerated() where choice.index > 0 {
      guard case .integer(_, let target) = choice.kind else { continue }
      groups[[choice.value, target], default: []].append(position)
    }
    let mixed = groups.filter { _, positions in
      positions.contains { best.choices[$0].kind != best.choices[positions[0]].kind }
    }
    .sorted { $0.value[0] < $1.value[0] }
    .map { key, positions in (key, positions, positions.map { best.choices[$0].kind }) }
    for (key, positions, kinds) in mixed where !isStopped {
      let (shared, target) = (key[0], key[1])
      // An earlier group's lowering may have moved or changed these choices.
      guard
        zip(positions, kinds).allSatisfy({ position, kind in
          position < best.choices.count && best.choices[position].kind == kind
            && best.choices[position].value == shared
        })
      else { continue }
      let above = shared > target
      let distance =
        above ? UInt64(bitPattern: shared &- target) : UInt64(bitPattern: target &- shared)
      _ = AdaptiveSearch.findSmallest(current: distance) { remaining in
        guard remaining < distance else { return false }
        let value =
          above ? target &+ Int64(bitPattern: remaining) : target &- Int64(bitPattern: remaining)
        var candidate = template
        for (position, kind) in zip(positions, kinds) {
          guard position < best.choices.count, best.choices[position].kind == kind,
            kind.contains(value)
          else { return false }
          candidate.values[position] = value
        }
        return consider(candidate)
      }
    }
  }

  /// The positions of integer choices paired with the next few integers after them.
  func nearbyIntegerPairs() -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    let choices = best.choices
    for first in choices.indices {
      guard case .integer = choices[first].kind else { continue }
      for second in (first + 1)..<min(first + 5, choices.count) {
        if case .integer = choices[second].kind { pairs.append((first, second)) }
      }
    }
    return pairs
  }

  /// Lowers pairs whose values are close compared with their size, before
  /// single choices are minimised.
  ///
  /// Values that are nearly equal are often coupled (`x == y`, `x == y + 1`);
  /// lowering one alone then fails at every step, so they go down together
  /// first.
  func lowerClosePairs() {
    lowerPairs(closeOnly: true)
  }

  /// Moves two nearby integers towards their targets by the same amount.
  func lowerPairs() {
    lowerPairs(closeOnly: false)
  }

  func lowerPairs(closeOnly: Bool) {
    for (firstPosition, secondPosition) in nearbyIntegerPairs() where !isStopped {
      guard secondPosition < best.choices.count else { continue }
      let a = best.choices[firstPosition]
      let b = best.choices[secondPosition]
      guard a.index > 0, closeOnly ? b.index > 0 : true else { continue }
      if closeOnly {
        let gap =
          a.value > b.value
          ? a.value.subtractingReportingOverflow(b.value)
          : b.value.subtractingReportingOverflow(a.value)
        guard !gap.overflow, gap.partialValue.magnitude &* 16 < min(a.index, b.index) / 2 else {
          continue
        }
      }
      let above = a.value > a.kind.target
      guard b.index == 0 || (b.value > b.kind.target) == above else { continue }
      let target = a.kind.target
      let distance =
        above
        ? UInt64(bitPattern: a.value &- target) : UInt64(bitPattern: target &- a.value)
      // Search the first value's new distance from its target, small first;
      // the second moves by the same amount.
      _ = AdaptiveSearch.findSmallest(current: distance) { remaining in
        let amount = distance - remaining
        guard amount > 0, amount <= UInt64(Int64.max) else { return false }
        let step = above ? -Int64(amount) : Int64(amount)
        let first = a.value &+ step
        let second = b.value.addingReportingOverflow(step)
        guard !second.overflow, b.kind.contains(second.partialValue) else { return false }
        var candidate = best.values
        guard candidate.count > secondPosition else { return false }
        candidate[firstPosition] = first
        candidate[secondPosition] = second.partialValue
        return consider(candidate)
      }
    }
  }

  /// Moves value from an integer to a nearby later one, keeping their sum.
  ///
  /// Tries the whole move first, then searches for the largest amount.
  func redistributePairs() {
    for (first, second) in nearbyIntegerPairs() where !isStopped {
      guard second < best.choices.count else { continue }
      let a = best.choices[first]
      let b = best.choices[second]
      guard a.index > 0 else { continue }
      let distance = a.value.subtractingReportingOverflow(a.kind.target)
      guard !distance.overflow else { continue }
      let move = { [self] (amount: Int64) -> Bool in
        let sign: Int64 = distance.partialValue > 0 ? 1 : -1
        let lowered = a.value &- sign &* amount
        let raised = b.value.addingReportingOverflow(sign &* amount)
        guard !raised.overflow, b.kind.contains(raised.partialValue) else { return false }
        var candidate = best.values
        guard candidate.count > second else { return false }
        candidate[first] = lowered
        candidate[second] = raised.partialValue
        return consider(candidate)
      }
      let whole = distance.partialValue.magnitude
      guard whole <= UInt64(Int64.max) else { continue }
      if move(Int64(whole)) { continue }
      let sign: Int64 = distance.partialValue > 0 ? 1 : -1
      let room =
        sign > 0
        ? b.kind.upperBound.subtractingReportingOverflow(b.value)
        : b.value.subtractingReportingOverflow(b.kind.lowerBound)
      guard !room.overflow, room.partialValue > 0 else { continue }
      let limit = min(Int64(whole), room.partialValue)
      if limit < Int64(whole), move(limit) { continue }
      _ = AdaptiveSearch.findLargest(upTo: Int(limit) - 1) { move(Int64($0)) }
    }
  }
}
