// This file is part of curvetool. SPDX-License-Identifier: MIT

/// CSS `linear(…)`: straight lines between points (CSS Easing Level 2).
///
/// Points are (input in percent, output). Evaluation follows the
/// specification's steps with Chromium's arithmetic, so results match the
/// browser to the bit: pointA is the last point with input ≤ 100·x (the
/// first if none), pointB the next; if their inputs are equal the result is
/// pointB's output; otherwise
/// y = a.out + ((x − a.in/100)/((b.in − a.in)/100))·(b.out − a.out).
/// Before the first point and after the last the end segments extend.
///
/// Source: https://drafts.csswg.org/css-easing-2/#linear-easing-function;
/// chromium `ui/gfx/animation/keyframe/timing_function.cc`
/// (`LinearTimingFunction::GetValue`),.
public struct LinearEasing: TimingCurve, Hashable, Codable, Sendable {
  /// One point: input in percent (0 = start, 100 = end), output progress.
  public struct Point: Hashable, Codable, Sendable {
    public var input: Double
    public var output: Double

    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// One `<linear-stop>` as written: an output with zero, one or two
  /// percentages.
  public struct Stop: Hashable, Sendable {
    public var output: Double
    public var first: Double?
    public var second: Double?

    public init(output: Double, first: Double? = nil, second: Double? = nil) {
      self.output = output
      self.first = first
      self.second = second
    }
  }

  /// The canonical points: inputs non-decreasing.
  public let points: [Point]

  /// Points as given (at least two, inputs non-decreasing).
  public init(points: [Point]) {
    self.points = points
  }

  /// Canonicalises stops as the specification (and Chromium) does: the first
  /// stop without a percentage is at 0 %, the last at max(100 %, largest so
  /// far); a percentage below an earlier one is raised to it; a second
  /// percentage adds a point; runs without inputs are spread evenly,
  /// input[i] = input[i−1] + (next known − input[i−1])/(distance to it).
  public init(stops: [Stop]) {
    var points: [Point] = []
    var largest = -Double.infinity
    for (i, stop) in stops.enumerated() {
      points.append(Point(input: .nan, output: stop.output))
      if let a = stop.first {
        points[points.count - 1].input = Swift.max(largest, a)
        largest = points[points.count - 1].input
        if let b = stop.second {
          points.append(Point(input: Swift.max(largest, b), output: stop.output))
          largest = points[points.count - 1].input
        }
      } else if i == 0 {
        points[0].input = 0
        largest = 0
      } else if i == stops.count - 1 {
        points[points.count - 1].input = Swift.max(100, largest)
      }
    }
    var upper = 0
    for i in 1..<Swift.max(points.count, 1) where points[i].input.isNaN {
      if i > upper {
        upper = points[(i + 1)...].firstIndex { !$0.input.isNaN } ?? points.count - 1
      }
      points[i].input = points[i - 1].input + (points[upper].input - points[i - 1].input) / Double(upper - (i - 1))
    }
    self.points = points
  }

  public func progress(at x: Double) -> Double {
    guard points.count >= 2 else { return points.first?.output ?? x }
    // pointA: the last point with input ≤ 100·x (upper bound, then back one).
    var lo = 0
    var hi = points.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if 100 * x < points[mid].input { hi = mid } else { lo = mid + 1 }
    }
    var it = lo
    if it == points.count { it -= 1 }
    var a = it == 0 ? it : it - 1
    if a + 1 == points.count { a -= 1 }
    let pa = points[a]
    let pb = points[a + 1]
    if pa.input == pb.input { return pb.output }
    let fromA = x - pa.input / 100
    let range = (pb.input - pa.input) / 100
    return pa.output + (fromA / range) * (pb.output - pa.output)
  }

  /// At the input of two or more stops (a jump), the output of the first:
  /// the value the line reaches before the jump. Elsewhere the progress.
  public func progress(before x: Double) -> Double {
    // The fraction as the turns give it (input / 100: 100·0.55 is not 55).
    guard let first = points.firstIndex(where: { $0.input / 100 == x }), first > 0 else { return progress(at: x) }
    return points[first].output
  }

  public func slope(at x: Double) -> Double {
    guard points.count >= 2 else { return 0 }
    let i = Swift.max(0, Swift.min(points.count - 2, (points.lastIndex { $0.input <= 100 * x } ?? 0)))
    let a = points[i]
    let b = points[i + 1]
    return b.input == a.input ? 0 : (b.output - a.output) / ((b.input - a.input) / 100)
  }

  /// Where the direction of the lines changes, in (0, 1]: at a stop
  /// between two lines going opposite ways, or at a jump (two stops at one
  /// input) that reverses the direction, the last of them at the end of
  /// the easing. A jump reversing the direction twice (a rise, a jump down,
  /// a rise) is two turns at one fraction.
  public var turningFractions: [Double] { turns.map(\.fraction) }

  /// The output at each turn: the stop where the new direction starts (at
  /// a jump, the side of it the extreme is on).
  public var turningProgresses: [Double] { turns.map(\.progress) }

  private var turns: [(fraction: Double, progress: Double)] {
    // Of several stops at one input the motion shows the first (its left
    // limit) and the last (its value there); those between last no time.
    let shown = points.indices.filter { i in
      i == 0 || i == points.count - 1 || points[i - 1].input != points[i].input || points[i + 1].input != points[i].input
    }.map { points[$0] }
    var result: [(fraction: Double, progress: Double)] = []
    var last = 0.0
    for i in 0..<Swift.max(shown.count - 1, 0) {
      let d = (shown[i + 1].output - shown[i].output).signum()
      if d == 0 { continue }
      if last != 0, d != last { result.append((shown[i].input / 100, shown[i].output)) }
      last = d
    }
    return result.filter { $0.fraction > 0 && $0.fraction <= 1 }
  }
}
