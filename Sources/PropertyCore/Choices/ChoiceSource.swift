/// The recorder every generator draws through.
///
/// A choice source answers draws from one of three places: a seeded
/// pseudo-random generator, a recorded sequence being replayed, or a byte
/// buffer such as a fuzzer's input. Whatever the mode, it records every
/// choice and every span, so the case can be replayed and shrunk.
public final class ChoiceSource {
  /// The most choices one case may draw before it counts as an overrun.
  public static let maximumChoices = 8 * 1024

  enum Mode {
    case generate(size: Int)
    case replay([Int64], padWithSimplest: Bool)
    case bytes([UInt8])
    case aligned
  }

  // Every draw reads and writes this storage several times; a source is used by one
  // thread at a time and never hands out access to it, so the run-time exclusivity
  // checks are off. With them, Property.check ran 0.57x as many cases a second on a list
  // of integers and 0.54x on a list of lists (docs/Performance.md, "Property runners").
  @exclusivity(unchecked) var mode: Mode
  /// The pseudo-random generator a generating source draws from, stepped in place.
  @exclusivity(unchecked) var generator = Xoshiro256(seed: 0)
  @exclusivity(unchecked) var position = 0

  /// The choices drawn so far, in order.
  @exclusivity(unchecked) public private(set) var choices: [Choice] = []

  /// The spans opened so far; open spans have `end == start` until closed.
  @exclusivity(unchecked) public private(set) var spans: [Span] = []

  /// Whether a replayed value did not fit the draw and was clamped.
  public private(set) var isMisaligned = false

  /// Whether the case needed more choices than the source could give.
  public private(set) var didOverrun = false

  /// Where the filter that rejected the case was written, if one did.
  var rejectingFilter: String?

  /// Whether generated integers are edge cases half of the time.
  var prefersEdgeCases = false

  /// The template an aligned replay follows, and where it stands.
  @exclusivity(unchecked) var alignment: Alignment?

  @exclusivity(unchecked) private var openSpans: [Int] = []

  /// The integers drawn so far, by kind, for ``earlierValue(of:using:)``.
  @exclusivity(unchecked) var earlierValues = EarlierValues()

  init(mode: Mode) {
    self.mode = mode
  }

  /// Creates a source that draws from a seeded pseudo-random generator.
  ///
  /// - Parameters:
  ///   - seed: The seed; equal seeds give equal draws on every platform.
  ///   - size: How large collections tend to be, from 0 to 100.
  public convenience init(seed: UInt64, size: Int = 50) {
    self.init(mode: .generate(size: min(max(size, 0), 100)))
    generator = Xoshiro256(seed: seed)
    // Room for a generated case's choices and spans (and a nesting of open spans) at
    // once, instead of doubling as they come.
    choices.reserveCapacity(Self.expectedChoices)
    spans.reserveCapacity(Self.expectedChoices / 2)
    openSpans.reserveCapacity(16)
  }

  /// The room a generating source reserves for its choices at once (and half as much for
  /// its spans); a case that draws more grows the lists as usual.
  static var expectedChoices: Int { 512 }

  /// Creates a source that replays recorded choice values in order.
  ///
  /// A value that does not fit its draw is clamped and marks the source as
  /// misaligned. When the values run out the draw throws (an overrun), or
  /// answers with the simplest value when `padWithSimplest` is set.
  public convenience init(replaying values: [Int64], padWithSimplest: Bool = false) {
    self.init(mode: .replay(values, padWithSimplest: padWithSimplest))
  }

  /// Creates a source that decodes draws from bytes, such as a fuzzer's input.
  ///
  /// Each draw consumes a fixed number of bytes for its kind. When the bytes
  /// run out, draws answer with the simplest value, so every byte string
  /// decodes to a valid value.
  public convenience init(bytes: [UInt8]) {
    self.init(mode: .bytes(bytes))
  }

  /// Creates a source that replays a template span by span (see ``Alignment``).
  ///
  /// Values that do not fit their draw are clamped and mark the source as
  /// misaligned; draws the template has no value for answer with the simplest value.
  convenience init(aligning template: ChoiceTemplate) {
    self.init(mode: .aligned)
    alignment = Alignment(template)
  }

  /// Whether an aligned replay answered a draw with the simplest value for want of one.
  var didPad: Bool { alignment?.padded ?? false }

  /// The current size hint for collections, from 0 to 100.
  var size: Int {
    if case .generate(let size) = mode { return size }
    return 50
  }
}

extension ChoiceSource {
  /// Opens a labelled span; every span must be closed with ``endSpan(discarded:)``.
  public func beginSpan(_ label: String) {
    beginSpan(label, at: choices.count)
  }

  /// Opens a labelled span that also covers the choices from `start` on.
  func beginSpan(_ label: String, at start: Int) {
    alignment?.open(label, at: start)
    openSpans.append(spans.count)
    spans.append(
      Span(
        label: label, start: start, end: start,
        depth: openSpans.count - 1, isDiscarded: false))
  }

  /// Closes the innermost open span, marking it discarded if a filter rejected it.
  public func endSpan(discarded: Bool = false) {
    guard let index = openSpans.popLast() else { return }
    alignment?.close()
    spans[index].end = choices.count
    spans[index].isDiscarded = discarded
  }

  /// Draws an integer of the given kind and records it.
  public func draw(_ kind: Choice.Kind) throws -> Int64 {
    guard choices.count < Self.maximumChoices else {
      didOverrun = true
      throw GenerationStop.overrun
    }
    let value: Int64
    switch mode {
    case .generate:
      value = generate(kind, using: &generator)
    case .replay(let values, let pad):
      if position < values.count {
        let recorded = values[position]
        position += 1
        if kind.contains(recorded) {
          value = recorded
        } else {
          isMisaligned = true
          value = kind.clamp(recorded)
        }
      } else if pad {
        value = kind.target
      } else {
        didOverrun = true
        throw GenerationStop.overrun
      }
    case .bytes(let bytes):
      value = decode(kind, from: bytes)
    case .aligned:
      if let recorded = alignment?.next() {
        if kind.contains(recorded) {
          value = recorded
        } else {
          isMisaligned = true
          value = kind.clamp(recorded)
        }
      } else {
        value = kind.target
      }
    }
    return record(Choice(kind: kind, value: value))
  }

  /// Marks the case as needing more choices than allowed.
  func markOverrun() {
    didOverrun = true
  }

  /// Appends a choice to the record and returns its value.
  func record(_ choice: Choice) -> Int64 {
    choices.append(choice)
    return choice.value
  }

  /// Draws a boolean and records it.
  public func drawBool() throws -> Bool {
    try draw(.boolean) == 1
  }
}
