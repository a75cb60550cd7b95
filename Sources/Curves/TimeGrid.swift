// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Sample times generated on demand and never stored: a million-row table
/// costs no memory for its times.
///
/// - `frames(duration:fps:)`: every 1/fps s from 0, i/fps, ending exactly at
///   `duration` (the last frame is replaced by `duration` when it lands
///   within 1e-9 of it, else `duration` is added). Counts and times are
///   those of ``Sampling/frameTimes(duration:fps:)``, which is this grid.
/// - `even(duration:count:)`: `count` ≥ 2 evenly spaced times from 0 to
///   `duration` inclusive, duration·i/(count − 1), the last exactly
///   `duration`.
/// - `given(_:)`: the times as given.
public struct TimeGrid: RandomAccessCollection, Sendable, Hashable {
  public enum Spacing: Sendable, Hashable {
    case frames(duration: Double, fps: Double)
    case even(duration: Double, count: Int)
    case given([Double])
  }

  public let spacing: Spacing
  public let count: Int

  public init(_ spacing: Spacing) {
    self.spacing = spacing
    switch spacing {
    case .frames(let duration, let fps):
      count = Int(checking: Sampling.frameCount(duration: duration, fps: fps)) ?? 0
    case .even(_, let n): count = Swift.max(0, n)
    case .given(let times): count = times.count
    }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The i-th time, in seconds.
  @inline(__always)
  public subscript(i: Int) -> Double {
    switch spacing {
    case .frames(let duration, let fps): i == count - 1 ? duration : Double(i) / fps
    case .even(let duration, let n): i == n - 1 ? duration : duration * Double(i) / Double(n - 1)
    case .given(let times): times[i]
    }
  }
}
