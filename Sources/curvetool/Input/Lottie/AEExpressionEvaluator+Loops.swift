// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// `loopOut(type, numKeyframes)` and `loopIn` (After Effects' expression
/// language reference, "Property attributes and methods"; lottie-web
/// `player/js/utils/expressions/ExpressionPropertyDecorator.js`).
extension AEExpressionEvaluator {
  /// After the last keyframe (`loopOut`) or before the first (`loopIn`)
  /// the keyframed stretch repeats; inside it, the value. The stretch runs
  /// from the first to the last keyframe, or over the last (first)
  /// `numKeyframes` + 1 keyframes when that is given and positive.
  ///
  /// - `cycle`: value(t₀ + (t − t₀) mod D), D the stretch's length.
  /// - `pingpong`: the same, played backwards on odd repeats.
  /// - `offset`: cycle, plus (v_end − v_start) per whole repeat.
  /// - `continue`: the last (first) value carried on at the velocity there.
  mutating func loop(_ out: Bool, _ args: [Value]) throws(AEExpressionError) -> Value {
    let type: String
    switch args.first {
    case nil: type = "cycle"
    case .string(let s): type = s
    default: throw fail("the loop type is a string: \"cycle\", \"pingpong\", \"offset\" or \"continue\"")
    }
    guard ["cycle", "pingpong", "offset", "continue"].contains(type) else {
      throw fail("loop type '\(type)' is not one of cycle, pingpong, offset, continue")
    }
    let count = args.count > 1 ? try whole(try number(args[1], "the number of keyframes"), "the number of keyframes") : 0
    let keys = context.keys
    guard keys.count > 1 else { return property(context.value(time)) }
    let last = keys.count - 1
    let first = count > 0 ? (out ? Swift.max(0, last - count) : 0) : 0
    let end = count > 0 ? (out ? last : Swift.min(last, count)) : last
    let t0 = keys[first].time
    let t1 = keys[end].time
    let span = t1 - t0
    if out ? time <= t1 : time >= t0 { return property(context.value(time)) }
    if span <= 0 { return property(context.value(time)) }
    if type == "continue" {
      let at = out ? t1 : t0
      let v = context.value(at)
      // The velocity inside the stretch, next to its end.
      let s = context.velocity(out ? at - 1e-9 : at)
      let dt = time - at
      return property(v.enumerated().map { i, x in x + (i < s.count ? s[i] : 0) * dt })
    }
    // Whole repeats past the stretch, and the time within one.
    let elapsed = out ? time - t0 : t1 - time
    let repeats = (elapsed / span).rounded(.down)
    var within = elapsed - repeats * span
    if type == "pingpong", repeats.truncatingRemainder(dividingBy: 2) == 1 { within = span - within }
    let local = out ? t0 + within : t1 - within
    var v = context.value(local)
    if type == "offset" {
      let a = context.value(t0)
      let b = context.value(t1)
      let sign = out ? repeats : -repeats
      v = v.enumerated().map { i, x in x + sign * (b[i] - a[i]) }
    }
    return property(v)
  }
}
