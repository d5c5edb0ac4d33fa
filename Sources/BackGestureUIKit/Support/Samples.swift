import Foundation

/// One location of a finger and the time it was there.
typealias Sample = (time: Int, point: CGPoint)

/// The last two samples of a finger, the most a velocity reads (spec [V1]), kept without
/// an array.
struct Samples {
  /// How many samples there are: 0, 1 or 2.
  private(set) var count = 0
  /// The sample before the last; meaningful when there are two.
  private var older: Sample = (0, .zero)
  /// The last sample; meaningful when there is one.
  private var newer: Sample = (0, .zero)

  /// No samples.
  init() {}

  /// One sample.
  init(_ sample: Sample) {
    count = 1
    newer = sample
  }

  /// The two samples, older first, when there are two.
  var pair: (Sample, Sample)? {
    count == 2 ? (older, newer) : nil
  }

  /// Adds a sample, dropping the oldest beyond two.
  mutating func append(_ sample: Sample) {
    older = newer
    newer = sample
    count = min(count + 1, 2)
  }

  /// Keeps the last sample only.
  mutating func keepLast() {
    count = min(count, 1)
  }

  /// Drops every sample.
  mutating func removeAll() {
    count = 0
  }
}
