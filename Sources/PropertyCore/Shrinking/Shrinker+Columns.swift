/// Deleting the same child from every sibling at once: a column from every row.
extension Shrinker {
  /// Deletes, from every span of a sibling group, its child at the same index.
  ///
  /// Rows of a matrix are siblings; their elements are the children (looking
  /// through spans that wrap a single child, such as a row's array inside its
  /// element). Deleting one child of each row at once removes a column, which
  /// no single deletion can: a row shorter than the others may not fail. The
  /// candidate is replayed span by span. When the rows' length was drawn before
  /// them (`flatMap`), the replay pads each row back to that length; then that
  /// length is fitted to the rows (``fitted(_:before:)``) in the same attempt.
  func deleteTiedChildren() {
    var groupIndex = 0
    while !isStopped {
      let groups = tiedGroups()
      guard groupIndex < groups.count else { return }
      let group = groups[groupIndex]
      groupIndex += 1
      var column = group.width - 1
      while column >= 0 && !isStopped {
        defer { column -= 1 }
        guard let current = tiedGroups().first(where: { $0.rows == group.rows }),
          column < current.width
        else { break }
        let ranges = current.children.map { best.spans[$0[column]].range }
        let candidate = template.deleting(ranges)
        if consider(candidate) { continue }
        if lastRunPadded, let fitted = fitted(candidate, before: best.spans[current.rows[0]].start)
        {
          consider(fitted)
        }
      }
    }
  }

  /// A sibling group whose members have children to delete together.
  struct TiedGroup {
    /// The sibling spans (rows), by index into the incumbent's spans.
    var rows: [Int]
    /// Each row's children (elements), by index into the incumbent's spans.
    var children: [[Int]]
    /// The smallest number of children of a row.
    var width: Int { children.map(\.count).min() ?? 0 }
  }

  /// Sibling groups of two or more spans whose children share one label.
  func tiedGroups() -> [TiedGroup] {
    let current = template
    let parents = current.parents()
    var groups: [[Int]] = []
    var groupOf: [String: Int] = [:]
    for (index, span) in best.spans.enumerated() where !span.range.isEmpty {
      let key = "\(parents[index] ?? -1) \(span.label)"
      if let group = groupOf[key] {
        groups[group].append(index)
      } else {
        groupOf[key] = groups.count
        groups.append([index])
      }
    }
    var result: [TiedGroup] = []
    for rows in groups where rows.count > 1 {
      let children = rows.map { row in items(of: row, in: current) }
      guard let label = children.first?.first.map({ best.spans[$0].label }),
        children.allSatisfy({ list in
          !list.isEmpty && list.allSatisfy { best.spans[$0].label == label }
        })
      else { continue }
      result.append(TiedGroup(rows: rows, children: children))
    }
    return result
  }

  /// A span's children, looking through spans that wrap a single child.
  func items(of span: Int, in template: ChoiceTemplate) -> [Int] {
    var span = span
    while true {
      let children = template.children(of: span).filter { !best.spans[$0].range.isEmpty }
      guard children.count == 1 else { return children }
      span = children[0]
    }
  }
}
