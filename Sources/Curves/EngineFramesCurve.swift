// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An engine's frames as a curve: the values at the frames joined by
/// straight lines (``PolylineCurve``), and at each frame the engine's own
/// velocity (between frames, the slope of the line, as a screen shows it).
///
/// What `sample`, `analyze` and `plot` read with `--engine`: the samples
/// are the frames, the analysis is of what the frames show.
public struct EngineFramesCurve: AnalyzableCurve {
  /// The frames as the engine drew them.
  public let frames: SpringFrames
  let line: PolylineCurve

  /// `frames` (times ascending, at least one), resting at `restingValue`.
  public init(_ frames: SpringFrames, restingValue: Double) {
    self.frames = frames
    line = PolylineCurve(times: frames.times, values: frames.values, restingValue: restingValue)
  }

  public func value(at time: Double) -> Double { line.value(at: time) }

  /// The engine's velocity at a frame time, the line's slope between.
  public func velocity(at time: Double) -> Double {
    var lo = 0
    var hi = frames.times.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if frames.times[mid] < time { lo = mid + 1 } else { hi = mid }
    }
    if lo < frames.times.count, frames.times[lo] == time { return frames.velocities[lo] }
    return line.velocity(at: time)
  }

  public var restingValue: Double { line.restingValue }
  public func turningPoints(in range: ClosedRange<Double>) -> [Double] { line.turningPoints(in: range) }
  public func envelope(at time: Double) -> Double { line.envelope(at: time) }
  public func envelopeTime(below tolerance: Double) -> Double { line.envelopeTime(below: tolerance) }
}
