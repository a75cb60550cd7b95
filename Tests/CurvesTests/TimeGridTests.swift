// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

/// Times generated on demand are the times the stored arrays held.
@Suite("Time grids")
struct TimeGridTests {
  /// The frame grid as it was built before it was generated: k/fps up to
  /// the last whole frame, then the duration (replacing a last frame within
  /// 1e-9 of it).
  static func storedFrames(duration: Double, fps: Double) -> [Double] {
    let frames = duration * fps
    let whole = (frames + 1e-9).rounded(.down)
    var times = (0...Int(whole)).map { Double($0) / fps }
    if Swift.abs(frames - whole) <= 1e-9 * Swift.max(1, frames) {
      times[times.count - 1] = duration
    } else {
      times.append(duration)
    }
    return times
  }

  @Test("Frames and even spacing give the stored arrays' times, bit for bit", arguments: [81, 82] as [UInt64])
  func sameTimes(seed: UInt64) {
    var g = SeededRandom(seed: seed)
    for _ in 0..<300 {
      let fps = [24, 30, 60, 120, 29.97, g.uniform(1...240)][Int(g.uniform(0...5.99))]
      // Whole-frame durations too, where the last frame is replaced.
      let duration = g.uniform(0...1) < 0.3 ? Double(Int(g.uniform(1...200))) / fps : g.uniform(0.01...5)
      let grid = TimeGrid(.frames(duration: duration, fps: fps))
      let stored = Self.storedFrames(duration: duration, fps: fps)
      #expect(Array(grid).map(\.bitPattern) == stored.map(\.bitPattern), "\(duration) s at \(fps) fps")
      let n = Int(g.uniform(2...500))
      let even = TimeGrid(.even(duration: duration, count: n))
      #expect(even.count == n && even.last == duration && even.first == 0)
      for i in 0..<(n - 1) { #expect(even[i] == duration * Double(i) / Double(n - 1)) }
    }
  }
}
