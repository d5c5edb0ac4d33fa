extension ContentItem {
  /// A screen's items in numbering order: each item, then the items it holds ([C1],
  /// [C7]), so that `B.n` is the n-th.
  ///
  /// One pass with an explicit stack, O(items) however deep or wide the content is.
  package static func numbered(_ content: [ContentItem]) -> [ContentItem] {
    // A screen whose items hold none is numbered as declared: the list itself.
    if !content.contains(where: { !$0.items.isEmpty }) {
      WorkCounter.add(content.count)
      return content
    }
    var numbered: [ContentItem] = []
    // The lists still to read, the next one on top, each from its first unread item.
    var pending: [ArraySlice<ContentItem>] = [content[...]]
    while var top = pending.popLast() {
      guard let item = top.popFirst() else { continue }
      pending.append(top)
      numbered.append(item)
      let held = item.items
      if !held.isEmpty { pending.append(held[...]) }
    }
    WorkCounter.add(numbered.count)
    return numbered
  }
}
