// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a Lottie file's own form says about its loop, found as it is read
/// (docs/diagnose.md §14): the findings D11 to D14 weigh them.
public struct LottieFact: Sendable {
  public enum Kind: Sendable {
    /// The last keyframe comes before `op`: the property stands still for
    /// `seconds` at the end of every loop.
    case endHold(lastFrame: Double, outFrame: Double, seconds: Double)
    /// The motion runs on through the seam but both the last and the first
    /// segment ease to rest there: it slows to a stop at every restart.
    /// `speed`: the two segments' mean speed, value units per second.
    case easedSeam(speed: Double)
    /// Keyframes between frames: players round them differently.
    /// `speed`: the largest |velocity| next to them; `offset`: the largest
    /// distance to a whole frame, seconds.
    case subframe(frames: [Double], speed: Double, offset: Double)
    /// An expression, which lottie-ios and lottie-android do not run:
    /// `deviation` the largest |expression − keyframes| over the loop, or
    /// `nil` with the reason it could not be run.
    case expression(kind: String, deviation: Double?, reason: String?)
  }

  public var timeline: String
  /// The track it concerns (`layers[0].ks.p.x`, `…[1]` for a dimension).
  public var keyPath: String
  /// The property's JSON path.
  public var path: String
  public var kind: Kind

  public init(timeline: String, keyPath: String, path: String, kind: Kind) {
    self.timeline = timeline
    self.keyPath = keyPath
    self.path = path
    self.kind = kind
  }
}
