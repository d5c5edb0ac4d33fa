import Testing

@testable import PropertyCore

/// Aligned replay and the template edits the shrinker makes with it.
@Suite struct AlignmentTests {
  /// A size drawn first, then lists whose elements each hold as many values as the size.
  static let rows = Gen.int(in: 0...5).flatMap { size in
    Gen.array(of: Gen.array(of: Gen.int(in: 0...99), length: size...size))
  }

  func run<Value>(_ generator: Generator<Value>, _ values: [Int64]) throws -> ChoiceSource {
    let source = ChoiceSource(replaying: values)
    _ = try generator.generate(from: source)
    return source
  }

  @Test("Lowering a size drops the values it made surplus, in every row")
  func lowerSize() throws {
    // Size 3, two rows: [11, 12, 13] and [21, 22, 23].
    let original = try run(Self.rows, [3, 1, 11, 12, 13, 1, 21, 22, 23, 0])
    let template = ChoiceTemplate(values: original.choices.map(\.value), spans: original.spans)
    let aligned = ChoiceSource(aligning: template.replacing(0, with: 2))
    #expect(try Self.rows.generate(from: aligned) == [[11, 12], [21, 22]])
    #expect(aligned.alignment?.skipped == true)
    #expect(aligned.didPad == false)
  }

  @Test("Deleting a column and raising nothing pads the rows with the simplest value")
  func deleteColumn() throws {
    let original = try run(Self.rows, [3, 1, 11, 12, 13, 1, 21, 22, 23, 0])
    let template = ChoiceTemplate(values: original.choices.map(\.value), spans: original.spans)
    // The first element of each row: the spans labelled "element" inside the inner arrays.
    let firsts = original.spans.filter { span in
      span.label == "element" && span.depth == 4 && (span.start == 2 || span.start == 6)
    }.map(\.range)
    #expect(firsts.count == 2)
    let deleted = template.deleting(firsts)
    let aligned = ChoiceSource(aligning: deleted)
    #expect(try Self.rows.generate(from: aligned) == [[12, 13, 0], [22, 23, 0]])
    #expect(aligned.didPad)
    let fitted = ChoiceSource(aligning: deleted.replacing(0, with: 2))
    #expect(try Self.rows.generate(from: fitted) == [[12, 13], [22, 23]])
    #expect(fitted.alignment?.isExact == true)
  }

  @Test("A descendant replacing its ancestor keeps its own choices and pads what it lacks")
  func replaceWithDescendant() throws {
    let trees = Gen.recursive(depth: 3, leaf: Gen.int(in: 0...9).map { [$0] }) { child in
      Gen.zip(child, child).map { $0 + $1 }
    }
    // A branch of two leaves: [branch, leaf 4, leaf 7].
    let original = try run(trees, [1, 0, 4, 0, 7])
    let template = ChoiceTemplate(values: original.choices.map(\.value), spans: original.spans)
    let inner = try #require(original.spans.lastIndex { $0.label == "oneOf" && $0.start == 3 })
    let replaced = template.replacing(span: 0, withDescendant: inner)
    #expect(replaced.values == [0, 7])
    #expect(try trees.generate(from: ChoiceSource(aligning: replaced)) == [7])
  }
}
