// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a JavaScript engine turns frame timestamps into its animation's
/// time, given frame timestamps k·1000/f ms and an animation started at
/// the timestamp of frame `start`.
///
/// - `exact`: (k − start)/f seconds.
/// - `wholeMilliseconds`: Motion's `JSAnimation.updateTime`,
///   `Math.round(timestamp − startTime)` ms.
/// - `framesync`: Popmotion's `animate`, which adds framesync's frame delta
///   (the timestamp difference clamped to 1…40 ms) each frame after the
///   start (framesync `src/index.ts`, popmotion `animations/index.ts`).
enum AnimationClock: Hashable, Sendable {
  case exact, wholeMilliseconds, framesync

  /// The animation time at frame `k`, milliseconds; `previous` is the
  /// value this returned for frame k − 1 of the same animation (0 at its
  /// start), which `framesync` adds to.
  func elapsedMilliseconds(frame k: Int, start: Int, frameRate: Double, previous: Double) -> Double {
    let now = Double(k) * 1000 / frameRate
    let then = Double(start) * 1000 / frameRate
    switch self {
    case .exact: return Double(k - start) / frameRate * 1000
    case .wholeMilliseconds: return (now - then + 0.5).rounded(.down)
    case .framesync:
      guard k > start else { return 0 }
      let last = Double(k - 1) * 1000 / frameRate
      return previous + Swift.min(Swift.max(now - last, 1), 40)
    }
  }
}
