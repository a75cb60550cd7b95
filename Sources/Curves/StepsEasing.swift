// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// CSS `steps(n, <step-position>)`: progress in equal jumps.
///
/// currentStep = ⌊x·n⌋, plus 1 for jump-start, jump-both and start;
/// clamped to ≥ 0 for x ≥ 0 and to ≤ jumps for x ≤ 1, where jumps is n for
/// start, end, jump-start and jump-end, n + 1 for jump-both and n − 1 for
/// jump-none; progress = currentStep/jumps. (The "before flag" of the
/// specification, which matters only when an animation runs backwards
/// through a jump, is not modelled.)
///
/// Source: https://drafts.csswg.org/css-easing-1/#step-easing-functions;
/// Chromium `StepsTimingFunction`.
public struct StepsEasing: TimingCurve, Hashable, Codable, Sendable {
  public enum Position: String, Hashable, Codable, Sendable, CaseIterable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
    case start
    case end
  }

  /// n ≥ 1 (≥ 2 for jump-none).
  public let steps: Int
  public let position: Position

  public init(steps: Int, position: Position = .end) {
    self.steps = steps
    self.position = position
  }

  /// The number of jumps: n, n + 1 (jump-both) or n − 1 (jump-none).
  public var jumps: Int {
    switch position {
    case .jumpBoth: steps + 1
    case .jumpNone: steps - 1
    default: steps
    }
  }

  public func progress(at x: Double) -> Double {
    if x.isNaN { return .nan }
    var current = (x * Double(steps)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth || position == .start { current += 1 }
    if x >= 0, current < 0 { current = 0 }
    let jumps = Double(self.jumps)
    if x <= 1, current > jumps { current = jumps }
    return jumps == 0 ? 0 : current / jumps
  }

  /// 0 between jumps.
  public func slope(at fraction: Double) -> Double { 0 }

  /// The flat runs on [0, 1): [k/n, (k + 1)/n) for k = 0…n − 1 with the
  /// progress held on each (the value at the run's midpoint). At x = 1 the
  /// easing is 1.
  public var runs: [(start: Double, end: Double, progress: Double)] {
    let n = Double(steps)
    return (0..<steps).map { k in
      let a = Double(k) / n
      let b = Double(k + 1) / n
      return (a, b, progress(at: (Double(k) + 0.5) / n))
    }
  }

  /// `steps(n, position)` as CSS writes it.
  public var css: String { "steps(\(steps), \(position.rawValue))" }
}
