// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Sampling a curve on a frame grid.
public enum Sampling {
  /// Frame times k/fps for k = 0, 1, … up to `duration`, with `duration`
  /// itself as the last time.
  ///
  /// When duration·fps is a whole number (within 1e-9 frames) the grid ends on
  /// it exactly; otherwise the last whole frame is followed by `duration`.
  /// Times are computed as k/fps (not by repeated addition) so that frame
  /// times are exact to the last bit.
  /// - Parameters:
  ///   - duration: seconds, > 0.
  ///   - fps: frames per second, > 0.
  /// - Complexity: O(duration·fps).
  public static func frameTimes(duration: Double, fps: Double) -> [Double] {
    Array(TimeGrid(.frames(duration: duration, fps: fps)))
  }

  /// The number of samples ``frameTimes(duration:fps:)`` would return,
  /// without building them (for limits and validation).
  public static func frameCount(duration: Double, fps: Double) -> Double {
    let frames = duration * fps
    let whole = (frames + 1e-9).rounded(.down)
    return Swift.abs(frames - whole) <= 1e-9 * Swift.max(1, frames) ? whole + 1 : whole + 2
  }

  /// `curve.value(at:)` at every time.
  public static func values(of curve: some Curve, at times: [Double]) -> [Double] {
    times.map { curve.value(at: $0) }
  }
}
