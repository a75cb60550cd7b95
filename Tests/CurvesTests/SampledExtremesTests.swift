// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// `CompiledTrack.sampledExtremes` (the range and top speed `diagnose`
/// measures per key path) against the scan it stands for: every time
/// evaluated, the smallest and largest value and the largest |velocity|
/// kept.
@Suite struct SampledExtremesTests {
  /// The scan: every time evaluated.
  static func scan(_ track: CompiledTrack, _ count: Int, _ time: (Int) -> Double) -> (lo: Double, hi: Double, speed: Double) {
    var out = (lo: Double.infinity, hi: -Double.infinity, speed: 0.0)
    track.valuesAndVelocities(count: count, ascending: time) { v, dv in
      out = (Swift.min(out.lo, v), Swift.max(out.hi, v), Swift.max(out.speed, Swift.abs(dv)))
    }
    return out
  }

  /// A random Bézier easing: x in [0, 1] (CSS), y overshooting on either
  /// side half the time; now and then a control point on an end (a slope
  /// of 0 or a vertical tangent there) or the straight line.
  static func bezier(_ rng: inout SeededRandom) -> CubicBezier {
    func x() -> Double { rng.uniform(0...1) < 0.15 ? (rng.uniform(0...1) < 0.5 ? 0 : 1) : rng.uniform(0...1) }
    func y() -> Double { rng.uniform(0...1) < 0.5 ? rng.uniform(0...1) : rng.uniform(-1.5...2.5) }
    if rng.uniform(0...1) < 0.03 { return CubicBezier(x1: 0.3, y1: 0.3, x2: 0.7, y2: 0.7) }
    return CubicBezier(x1: x(), y1: y(), x2: x(), y2: y())
  }

  /// A random track of every kind of segment.
  static func track(_ rng: inout SeededRandom) -> CompiledTrack {
    var keyframes: [Keyframe] = []
    for _ in 0..<Int(rng.uniform(1...6)) {
      let to = rng.uniform(-100...100)
      let d = rng.uniform(0.05...1)
      switch Int(rng.uniform(0...5)) {
      case 0: keyframes.append(.linear(to: to, duration: d, curve: .bezier(bezier(&rng))))
      case 1: keyframes.append(.linear(to: to, duration: d, curve: [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseInOut][Int(rng.uniform(0...4.99))]))
      case 2: keyframes.append(.cubic(to: to, duration: d, startVelocity: rng.uniform(0...1) < 0.5 ? nil : rng.uniform(-900...900), endVelocity: rng.uniform(0...1) < 0.5 ? nil : rng.uniform(-900...900)))
      case 3: keyframes.append(.spring(to: to, duration: d, spring: Spring(duration: rng.uniform(0.2...0.8), bounce: rng.uniform(-0.5...0.8)), startVelocity: nil))
      default: keyframes.append(.move(to: to))
      }
    }
    return CompiledTrack(keyPath: "x", initialValue: rng.uniform(-50...50), keyframes: keyframes)
  }

  @Test("The extremes from each monotone piece's end times are the scan's, bit for bit: random tracks of every segment kind, diagnose's 401-point grid and denser ones")
  func randomTracks() {
    var rng = SeededRandom(seed: 38)
    for _ in 0..<(TestTier.exhaustive ? 20_000 : 300) {
      let track = Self.track(&rng)
      let p = Swift.max(track.duration, 1e-9)
      for count in [401, 2001, Int(rng.uniform(2...300))] {
        let last = Double(count - 1)
        let fast = track.sampledExtremes(count: count, ascending: { p * Double($0) / last })
        let slow = Self.scan(track, count) { p * Double($0) / last }
        let same = fast.lo == slow.lo && fast.hi == slow.hi && fast.speed == slow.speed
        #expect(same, "\(track.segments.map(\.shape)) at \(count) times: \(fast) against \(slow)")
      }
    }
  }

  @Test("A Bézier easing is monotone in progress and in |slope| between its breaks: 199 fractions inside each piece")
  func bezierPieces() {
    var rng = SeededRandom(seed: 39)
    for _ in 0..<(TestTier.exhaustive ? 5000 : 200) {
      let b = Self.bezier(&rng)
      let cuts = [0] + b.monotonePieceBreaks + [1]
      for (lo, hi) in zip(cuts, cuts.dropFirst()) where hi - lo > 1e-6 {
        // Strictly inside: at x = 0 and 1 the slope where a control point
        // sits on its end is a convention (a run's first and last times are
        // always evaluated).
        let xs = (1..<200).map { lo + (hi - lo) * Double($0) / 200 }
        let ps = xs.map { b.progressAndSlope(at: $0) }
        // Monotone up to rounding: a direction change larger than 1e-9 of
        // the values' size would be a missed break.
        func monotone(_ v: [Double]) -> Bool {
          let scale = 1e-9 * Swift.max(1, v.map(Swift.abs).max() ?? 0)
          let rising = zip(v, v.dropFirst()).allSatisfy { $1 >= $0 - scale }
          let falling = zip(v, v.dropFirst()).allSatisfy { $1 <= $0 + scale }
          return rising || falling
        }
        #expect(monotone(ps.map(\.progress)), "\(b) progress on [\(lo), \(hi)]")
        let speeds = ps.map { Swift.abs($0.slope) }.filter(\.isFinite)
        #expect(monotone(speeds), "\(b) |slope| on [\(lo), \(hi)]")
      }
    }
  }

  @Test("Degenerate runs: no times, one time, times outside the track, an empty track")
  func edges() {
    let track = CompiledTrack(keyPath: "x", initialValue: 2, keyframes: [.linear(to: 5, duration: 1, curve: .easeInOut)])
    let none = track.sampledExtremes(count: 0, ascending: { Double($0) })
    #expect(none.lo == .infinity && none.hi == -.infinity && none.speed == 0)
    let outside = track.sampledExtremes(count: 3, ascending: { [-1, 2, 3][$0] })
    #expect(outside.lo == 2 && outside.hi == 5 && outside.speed == 0)
    let empty = CompiledTrack(keyPath: "x", initialValue: 7, keyframes: [])
    let held = empty.sampledExtremes(count: 5, ascending: { Double($0) })
    #expect(held.lo == 7 && held.hi == 7 && held.speed == 0)
    // The easeInOut's top speed is 1.5·(move/duration)·(its peak slope)
    // only where a time lands on the peak; at x = 0.5 it does.
    let mid = track.sampledExtremes(count: 401, ascending: { Double($0) / 400 })
    #expect(mid.speed == 3 * CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).slope(at: 0.5))
  }
}
