/// Passes that lower integer values, alone, in duplicates and in pairs.
extension Shrinker {
  /// Lowers each choice on its own to the simplest value that still fails.
  ///
  /// An integer first tries its target, then searches the smallest distance
  /// from the target on its own side, then tries the same distance on the
  /// other side, which is simpler when the value was below the target.
  func minimiseChoices() {
    var position = 0
    while position < best.choices.count && !isStopped {
      defer { position += 1 }
      let choice = best.choices[position]
      guard choice.index > 0 else { continue }
      let kind = choice.kind
      let attempt = { [self] (value: Int64) -> Bool in
        guard position < best.choices.count, best.choices[position].kind == kind,
          kind.contains(value)
        else { return false }
        return consider(replacing(position, with: value))
      }
      guard case .integer(_, let target) = kind else {
        _ = attempt(kind.target)
        continue
      }
      let above = choice.value > target
      let distance =
        above
        ? UInt64(bitPattern: choice.value &- target) : UInt64(bitPattern: target &- choice.value)
      let offset = { (distance: UInt64) -> Int64 in
        above ? target &+ Int64(bitPattern: distance) : target &- Int64(bitPattern: distance)
      }
      let smallest = Shrinker.findSmallest(current: distance) { attempt(offset($0)) }
      // The other side is simpler up to the same distance (below) or one less
      // (above); only small distances are worth the calls.
      // (Reaching the target itself leaves nothing simpler on either side.)
      guard smallest > 0 else { continue }
      let limit = min(above ? smallest - 1 : smallest, 4)
      guard limit > 0, kind.contains(above ? target &- 1 : target &+ 1) else { continue }
      let flipped = { (distance: UInt64) -> Int64 in
        above ? target &- Int64(bitPattern: distance) : target &+ Int64(bitPattern: distance)
      }
      _ = Shrinker.findSmallest(current: limit + 1) { distance in
        distance > 0 && distance <= limit && attempt(flipped(distance))
      }
    }
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
      _ = Shrinker.findSmallest(current: choice.index) { index in
        var values = best.values
        for position in positions where position < values.count {
          values[position] = choice.kind.value(at: index)
        }
        return consider(values)
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
      guard a.index > 0, b.index > 0 else { continue }
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
      guard (b.value > b.kind.target) == above else { continue }
      let target = a.kind.target
      let distance =
        above
        ? UInt64(bitPattern: a.value &- target) : UInt64(bitPattern: target &- a.value)
      // Search the first value's new distance from its target, small first;
      // the second moves by the same amount.
      _ = Shrinker.findSmallest(current: distance) { remaining in
        let amount = distance - remaining
        guard amount > 0, amount <= UInt64(Int64.max) else { return false }
        let step = above ? -Int64(amount) : Int64(amount)
        let first = a.value &+ step
        let second = b.value.addingReportingOverflow(step)
        guard !second.overflow, b.kind.contains(second.partialValue),
          (second.partialValue > b.kind.target) == above || second.partialValue == b.kind.target
        else { return false }
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
      _ = Shrinker.findLargest(upTo: Int(limit) - 1) { move(Int64($0)) }
    }
  }
}
