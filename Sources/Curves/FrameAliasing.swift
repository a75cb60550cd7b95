// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Whether a frame rate can show an oscillation, and what its frames show.
///
/// An oscillation of ω rad/s has half-cycles of π/ω s; at `fps` frames per
/// second a half-cycle spans fps·π/ω frames. With fewer than two frames per
/// half-cycle the frames cannot show each swing and alias (Nyquist): the
/// drawn motion crosses its target a different number of times than the
/// mathematics says, or not at all.
public struct FrameAliasing: Hashable, Codable, Sendable {
  /// Frames per half-cycle, fps·π/ω.
  public var framesPerHalfCycle: Double
  /// Fewer than two frames per half-cycle.
  public var aliased: Bool
  /// How many times the frames cross the target (sign changes of
  /// value − target between consecutive frames, exact hits skipped).
  public var frameCrossings: Int

  /// - Parameters:
  ///   - omega: the oscillation's angular frequency, rad/s (> 0).
  ///   - fps: frames per second (> 0).
  ///   - values: the frame values; `target` the value they oscillate about.
  public init(omega: Double, fps: Double, values: [Double], target: Double) {
    framesPerHalfCycle = omega > 0 ? fps * Double.pi / omega : .infinity
    aliased = framesPerHalfCycle < 2
    // A sign is only counted when it is clearly off the target (frames that
    // land on it to rounding, as SKBounce's do, carry no sign).
    let scale = values.map { Swift.abs($0 - target) }.max() ?? 0
    let eps = 1e-9 * Swift.max(scale, Swift.abs(target), 1e-300)
    var count = 0
    var last: Bool?
    for v in values {
      let d = v - target
      guard Swift.abs(d) > eps else { continue }
      let positive = d > 0
      if let last, last != positive { count += 1 }
      last = positive
    }
    frameCrossings = count
  }
}
