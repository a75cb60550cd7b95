// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A Compose `DurationBasedAnimationSpec` as read from source: `tween`,
/// `keyframes { }` or `snap`, in whole milliseconds, as androidx's
/// `AnimationSpec.kt` (compose/animation/animation-core) defines them:
/// `tween(durationMillis = 300, delayMillis = 0, easing =
/// FastOutSlowInEasing)`; `keyframes` with `durationMillis` (300 unless
/// set), `delayMillis`, `value at ms` and `value atFraction f` (rounded to
/// a millisecond with the duration set so far), each `using` (or the
/// deprecated `with`) an easing for the interval it starts (`LinearEasing`
/// otherwise); `snap(delayMillis)` jumps to the target after the delay.
struct ComposeSpec {
  enum Kind {
    case tween(easing: Easing)
    /// Keyframes by millisecond: the value (nil: the animation's start or
    /// target, at 0 and at the duration) and the easing of the interval
    /// that starts there.
    case keyframes([(ms: Int, value: Double?, easing: Easing)])
    case snap
  }

  var kind: Kind
  var durationMillis: Int
  var delayMillis: Int
  /// Token indices of the numbers `--write-fixed` may edit: the duration
  /// as written (nil when the default applies) and, for keyframes, each
  /// `at` time.
  var durationToken: Range<Int>?
  var atTokens: [(tokens: Range<Int>, ms: Int)] = []
  /// Where the spec's call starts (`tween`, `keyframes`), for inserting a
  /// duration the source leaves to the default.
  var callAt: Int

  /// One iteration in milliseconds: the delay, then the animation.
  var iterationMillis: Int { delayMillis + durationMillis }

  /// kfloop/1 keyframes for one iteration from `start` to `end`: the
  /// delay held at the start, then the motion; or the same played
  /// backwards (the delay held last), as `RepeatMode.Reverse` mirrors an
  /// iteration's play time (`VectorizedInfiniteRepeatableSpec`).
  func keyframes(from start: Double, to end: Double, reversed: Bool) -> [JSON] {
    let delay = Double(delayMillis) / 1000
    let hold = delay > 0 ? KfloopSegments.segment(start, start, delay, .identity, reversed: reversed) : []
    var motion: [[JSON]] = []
    switch kind {
    case .tween(let easing):
      motion = [KfloopSegments.segment(start, end, Double(durationMillis) / 1000, easing, reversed: reversed)]
    case .snap:
      // At the end of the delay the value is the target: an instant
      // forwards, and backwards the start for the whole iteration.
      motion = [[.object([("type", .string("move")), ("to", .number(reversed ? start : end))])]]
    case .keyframes(let entries):
      for k in 0..<Swift.max(0, entries.count - 1) {
        let a = entries[k]
        let b = entries[k + 1]
        let v0 = a.value ?? (a.ms == 0 ? start : end)
        let v1 = b.value ?? (b.ms == 0 ? start : end)
        motion.append(KfloopSegments.segment(v0, v1, Double(b.ms - a.ms) / 1000, a.easing, reversed: reversed))
      }
    }
    return reversed ? motion.reversed().flatMap { $0 } + hold : hold + motion.flatMap { $0 }
  }

  /// The value the motion starts from forwards (a keyframe at 0 may set
  /// it) and ends at.
  func ends(from start: Double, to end: Double) -> (first: Double, last: Double) {
    guard case .keyframes(let entries) = kind, let first = entries.first, let last = entries.last else { return (start, end) }
    return (first.value ?? start, last.value ?? end)
  }
}

/// How a `infiniteRepeatable` (or `repeatable`) plays its iterations: the
/// repeat mode and the `initialStartOffset` (`StartOffset(ms)` delays the
/// first iteration, `StartOffsetType.FastForward` starts that far in).
struct ComposeRepetition {
  var reverse: Bool
  /// Milliseconds: negative delays the start, positive fast-forwards, as
  /// `StartOffset`'s value (offset × type, Delay −1, FastForward 1).
  var startOffsetMillis: Int
  /// nil: forever.
  var iterations: Int?
}
