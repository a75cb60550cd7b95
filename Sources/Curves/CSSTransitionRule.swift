// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a browser does when a property under a CSS transition gets a new
/// value while the transition runs: CSS Transitions Level 1, §3 "Starting
/// of transitions" (https://drafts.csswg.org/css-transitions-1/#starting).
///
/// At each change to a new end value n, with the running transition's
/// current value c, end value b, reversing-adjusted start value r and
/// reversing shortening factor f (1 for a fresh transition):
/// - no transition running (it has ended): a new one from c to n over the
///   full duration D (none if n = c);
/// - n = b: nothing changes;
/// - n = c: the transition is cancelled and the value stays n;
/// - n = r (going back to where it came from): a new one from c to n whose
///   factor is f′ = clamp(|e(p)·f + (1 − f)|, 0, 1), with e(p) the easing's
///   output at the running transition's progress, over D·f′ (a reversal at
///   0.1 s of a 1 s `ease` transition lasts 94.8 ms); its r is b;
/// - otherwise: a new one from c to n over D, r = c, f = 1.
/// The velocity is not carried: each transition starts as its easing does.
/// Changes take effect at their time (a browser applies them at its next
/// style update, up to a frame later).
public enum CSSTransitionRule {
  /// The legs of a transition of `easing` from `from` to `to` over
  /// `duration` seconds (> 0), its end value changed at each of `retargets`
  /// (times ascending).
  public static func legs<E: TimingCurve>(
    easing: E, from: Double, to: Double, duration: Double, retargets: [SpringRetarget]
  ) -> [PiecewiseCurve.Leg] {
    var legs = [PiecewiseCurve.Leg(start: 0, curve: EasedCurve(easing: easing, from: from, to: to, duration: duration))]
    var current = EasedCurve(easing: easing, from: from, to: to, duration: duration)
    var start = 0.0
    var running = true
    var reversingAdjustedStart = from
    var factor = 1.0
    func hold(_ value: Double) -> EasedCurve<E> { EasedCurve(easing: easing, from: value, to: value, duration: duration) }
    for change in retargets {
      let elapsed = change.time - start
      running = running && elapsed < current.duration
      let c = current.value(at: elapsed)
      let n = change.target
      var next: EasedCurve<E>
      if !running {
        guard n != c else { continue }
        next = EasedCurve(easing: easing, from: c, to: n, duration: duration)
        reversingAdjustedStart = c
        factor = 1
        running = true
      } else if n == current.to {
        continue
      } else if n == c {
        next = hold(n)
        running = false
      } else if n == reversingAdjustedStart {
        let p = easing.progress(at: Swift.min(1, Swift.max(0, elapsed / current.duration)))
        let shortened = Swift.min(1, Swift.max(0, Swift.abs(p * factor + (1 - factor))))
        reversingAdjustedStart = current.to
        factor = shortened
        if duration * shortened > 0 {
          next = EasedCurve(easing: easing, from: c, to: n, duration: duration * shortened)
        } else {
          // No transition at all: the value jumps to n.
          next = hold(n)
          running = false
        }
      } else {
        next = EasedCurve(easing: easing, from: c, to: n, duration: duration)
        reversingAdjustedStart = c
        factor = 1
      }
      current = next
      start = change.time
      legs.append(PiecewiseCurve.Leg(start: change.time, curve: next))
    }
    return legs
  }
}
