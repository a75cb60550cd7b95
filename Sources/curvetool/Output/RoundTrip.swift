// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// "Exact" measured, never written by hand: a snippet is read back through
/// the curve language (``SnippetReader``), realised with the move it sets
/// (the rest comes from the motion it stands for, as the code around a
/// paste supplies it), and compared with that motion over its whole length.
///
/// The error is max |pasted(t) − source(t)| / |to − from| for t from 0 to
/// where both motions are within 1e-12 of the move of rest (at most
/// ``horizonLimit``), and at rest after that. An animation that ends leaves
/// an easing's target or a keyframed curve's last value. The maximum is
/// found by a dense scan refined around its peaks (``WorstCase``). A snippet is exact when that error is at most
/// ``Snippet/exactness``. docs/fit.md §8 describes the check.
enum RoundTrip {
  /// The longest stretch compared, seconds.
  static let horizonLimit = 600.0

  /// The snippet's motion as a function of time, and where it ends.
  struct Motion {
    let value: (Double) -> Double
    /// When it has come to rest (within 1e-12 of the move), seconds.
    let end: Double
    /// Oscillations per second at most, for the scan's resolution.
    let frequency: Double
    /// Where it jumps (steps, discrete keyframes), seconds.
    var jumps: [Double] = []
    /// Where it has a corner (the end of an animation, linear() points),
    /// seconds: the scan includes them.
    var corners: [Double] = []
  }

  static func motion(_ r: RealizedCurve, distance: Double) -> Motion {
    var frequency = 1 / Swift.max(r.duration, 1e-3)
    if let s = r.spring { frequency = Swift.max(frequency, s.naturalFrequency / (2 * .pi)) }
    if case .dampedCosine(let c, _) = r.value { frequency = Swift.max(frequency, c.omega / (2 * .pi)) }
    if r.endless {
      let end = r.curve.envelopeTime(below: 1e-12 * distance)
      return Motion(value: r.value(at:), end: Swift.min(horizonLimit, Swift.max(r.duration, end.isFinite ? end : horizonLimit)), frequency: frequency)
    }
    let d = r.duration
    // When an animation ends, an easing leaves the property at its target
    // (CSS transitions, UIKit and SwiftUI animate to the model value); a
    // bounce or a keyframed curve leaves its last value (the model-value
    // rule; docs/fit.md §8).
    let last = r.easing == nil ? r.value(at: d) : r.to
    var jumps: [Double] = []
    if case .steps(let s) = r.easing { jumps = s.runs.map { $0.start * d } }
    if last != r.value(at: d) || !jumps.isEmpty { jumps.append(d) }
    var corners = [d]
    if case .linear(let l) = r.easing { corners += l.points.map { $0.input / 100 * d } }
    return Motion(value: { $0 >= d ? last : r.value(at: $0) }, end: d, frequency: frequency, jumps: jumps, corners: corners)
  }

  /// The motion a snippet describes, or the reason it cannot be read.
  static func readBack(_ lines: [String], like source: RealizedCurve) throws(ExpressionError) -> Motion {
    let reading = try SnippetReader.read(lines)
    let from = reading.from ?? source.from
    let to = reading.to ?? source.to
    let distance = Swift.max(Swift.abs(to - from), 1e-300)
    if !reading.discrete, let values = reading.values, let keyTimes = reading.keyTimes {
      // Core Animation's linear keyframes: straight lines between values.
      guard values.count == keyTimes.count, values.count >= 2 else {
        throw ExpressionError(message: "linear keyframes need values and keyTimes of one length", range: 0..<1)
      }
      let d = reading.duration ?? 1
      let model = reading.to ?? values[values.count - 1]
      let curve = PolylineCurve(times: keyTimes.map { $0 * d }, values: values, restingValue: model)
      return Motion(value: { $0 >= d ? model : curve.value(at: $0) }, end: d, frequency: Double(values.count) / d,
        jumps: model == values[values.count - 1] ? [] : [d], corners: keyTimes.map { $0 * d })
    }
    if reading.discrete {
      guard let values = reading.values, let keyTimes = reading.keyTimes, !values.isEmpty,
        keyTimes.count == values.count || keyTimes.count == values.count + 1
      else {
        throw ExpressionError(message: "discrete keyframes need values and keyTimes of one length", range: 0..<1)
      }
      let d = reading.duration ?? 1
      let model = reading.to ?? values[values.count - 1]
      // Core Animation's discrete mode shows values[i] from keyTimes[i]
      // on; when the animation ends the layer shows its model value.
      let value = { (t: Double) -> Double in
        let x = t / d
        if x >= 1 { return model }
        var i = 0
        while i + 1 < values.count, keyTimes[i + 1] <= x { i += 1 }
        return values[i]
      }
      return Motion(value: value, end: d, frequency: Double(values.count) / d, jumps: keyTimes.map { $0 * d })
    }
    if let f = reading.formula { return Motion(value: f, end: 0, frequency: 0) }
    if !reading.keyframes.isEmpty {
      // A SwiftUI keyframe track; it rests at its last value when it ends.
      let timeline = KeyframeTimeline(initialValues: [("value", reading.initialValue ?? from)], tracks: [("value", reading.keyframes)])
      let track = TrackCurve(timeline: timeline, keyPath: "value", span: timeline.duration)
      let d = timeline.duration
      let last = track.value(at: d)
      var times: [Double] = [0]
      var jumps: [Double] = []
      for k in reading.keyframes {
        if case .move = k { jumps.append(times[times.count - 1]) }
        let length: Double = switch k {
        case .linear(_, let d, _), .cubic(_, let d, _, _): d
        case .spring(_, let d, _, _): d ?? 0  // a hint only
        case .move: 0
        }
        times.append(times[times.count - 1] + length)
      }
      return Motion(value: { $0 >= d ? last : track.value(at: $0) }, end: d, frequency: source.duration > 0 ? 8 / source.duration : 1,
        jumps: jumps, corners: times)
    }
    guard let curve = reading.curve else { throw ExpressionError(message: "the snippet has no curve", range: 0..<1) }
    let velocity = reading.velocity?.absolute(distance: to - from)
    // An easing without its own duration (CSS timing functions) runs over
    // the source's, as the rule around the paste sets it.
    var duration = reading.duration
    if case .easing(_, nil, _) = curve { duration = duration ?? source.duration }
    let r = RealizedCurve(curve, from: from, to: to, duration: duration, velocity: velocity)
    return motion(r, distance: distance)
  }

  /// How far apart the two motions are at `t`, value units. Where either
  /// jumps, a jump up to `slack` seconds away counts as the same jump (the
  /// instants a step starts are computed two ways and may differ in the
  /// last bit); elsewhere `slack` is 0.
  static func gap(_ a: Motion, _ b: Motion, slack: Double) -> (Double) -> Double {
    guard slack > 0 else { return { Swift.abs(a.value($0) - b.value($0)) } }
    return { t in
      let x = a.value(t)
      return Swift.min(Swift.abs(x - b.value(t)), Swift.abs(x - b.value(t - slack)), Swift.abs(x - b.value(t + slack)))
    }
  }

  /// The slack for jumps: 1e-12 of the compared length, when either jumps.
  static func slack(_ a: Motion, _ b: Motion, end: Double) -> Double {
    a.jumps.isEmpty && b.jumps.isEmpty ? 0 : 1e-12 * end
  }

  /// What errors are fractions of: the move, or for a motion that ends
  /// where it starts (a shake, a sine), its largest excursion from rest.
  static func scale(of source: RealizedCurve) -> Double {
    let distance = Swift.abs(source.to - source.from)
    if distance > 0 { return distance }
    // Exact: the curve's values at its ends and turning points.
    let range = source.curve.valueRange(from: 0, to: source.duration)
    let excursion = Swift.max(Swift.abs(range.lowest - source.to), Swift.abs(range.highest - source.to))
    return Swift.max(excursion, 1e-300)
  }

  /// What ``scale(of:)`` is, in words: "of the move", or, for a motion
  /// that ends where it starts, "of its largest excursion" (from its end
  /// value, over the motion shown).
  static func scaleName(of source: RealizedCurve) -> String { scaleName(moves: source.to != source.from) }

  /// ``scaleName(of:)`` for a motion that moves (`to ≠ from`) or not.
  static func scaleName(moves: Bool) -> String { moves ? "of the move" : "of its largest excursion" }

  /// Where two motions compared up to `end` are both at rest.
  static func restTime(_ end: Double) -> Double { end + Swift.max(1e-9, 1e-6 * end) }

  /// The snippet's worst error over the whole motion as a fraction of the
  /// move, or the reason it cannot be read back.
  static func error(_ lines: [String], against source: RealizedCurve) throws(ExpressionError) -> Double {
    let scale = scale(of: source)
    return compare(motion(source, distance: scale), try readBack(lines, like: source)) / scale
  }

  /// What sampled keyframes (straight lines between, the last value held)
  /// may say of themselves, measured like a snippet.
  static func sampledClaim(times: [Double], values: [Double], against source: RealizedCurve) -> String {
    guard let e = sampledError(times: times, values: values, against: source) else { return "exact at every keyframe" }
    return sampledClaim(e, between: "straight lines between", against: source)
  }

  /// The claim for keyframes whose measured error is `e`, joined by
  /// `between` ("straight lines between", "Compose's spline between").
  static func sampledClaim(_ e: Double, between: String, against source: RealizedCurve) -> String {
    e <= Snippet.exactness ? "exact" : "exact at every keyframe, \(between): off by up to \(NumberText.text(e, .brief)) \(scaleName(of: source))"
  }

  /// The worst error of keyframes played as straight lines between them
  /// (or, with `spline`, as Compose's ``MonoSpline`` through them), the
  /// last value held, over the whole motion and at rest, as a fraction of
  /// the move; `nil` for fewer than two keyframes or no duration.
  static func sampledError(times: [Double], values: [Double], against source: RealizedCurve, spline: Bool = false) -> Double? {
    guard let d = times.last, let last = values.last, d > 0, times.count >= 2 else { return nil }
    let scale = scale(of: source)
    let value: (Double) -> Double
    if spline {
      let s = MonoSpline(times: times, values: values)
      value = { $0 >= d ? last : s.value(at: $0) }
    } else {
      let line = PolylineCurve(times: times, values: values, restingValue: last)
      value = { $0 >= d ? last : line.value(at: $0) }
    }
    let b = Motion(value: value, end: d, frequency: 2 * Double(times.count) / d)
    return compare(motion(source, distance: scale), b) / scale
  }

  /// The largest |a − b| over both motions and at rest, value units.
  static func compare(_ a: Motion, _ b: Motion) -> Double {
    let end = Swift.max(a.end, b.end)
    let cycles = end * Swift.max(a.frequency, b.frequency)
    let samples = Swift.min(200_000, Swift.max(2000, Int(checking: 16 * cycles) ?? 200_000))
    let slack = slack(a, b, end: end)
    // Both sides of every jump are scanned, and every corner. Between two
    // corners (a linear()'s stops) the difference is smooth with about one
    // peak, which may be far shorter than the scan's step (a fast start
    // drawn with stops 1 ms apart, over a horizon of seconds): seven points
    // inside each piece sample it.
    let corners = (a.corners + b.corners).filter { $0 >= 0 && $0 <= end }.sorted()
    var inside: [Double] = []
    for (p, q) in zip(corners, corners.dropFirst()) where q > p {
      for k in 1..<8 { inside.append(p + (q - p) * Double(k) / 8) }
    }
    let extra = (a.jumps + b.jumps).flatMap { [$0 - 2 * slack, $0, $0 + 2 * slack] } + corners + inside
    // The differences are smooth between jumps: one rescan per peak, of
    // every peak within 2 % of the highest sample (16 samples a cycle miss
    // a peak's height by at most 2 %).
    let difference = gap(a, b, slack: slack)
    let during = WorstCase.maximum(of: difference, in: 0...end, samples: samples, extra: extra, peaks: 12, depth: 1, near: 0.02).value
    // And at rest, after both have ended (a bounce may rest off target).
    let after = difference(restTime(end))
    return Swift.max(during, after)
  }

  /// What an export may say of the code it writes: "exact" when its round
  /// trip is, else the measured error, with its `cause` when one is known.
  static func claim(_ lines: [String], against source: RealizedCurve, cause: String? = nil) -> String {
    guard let e = try? error(lines, against: source) else { return "not verified (it could not be read back)" }
    if e <= Snippet.exactness { return "exact" }
    return "off by up to \(NumberText.text(e, .brief)) \(scaleName(of: source))" + (cause.map { " (\($0))" } ?? "")
  }

  /// Measures every snippet; one that is not exact at nine digits but
  /// close (within 1e-6, so the digits may be the cause) is printed again
  /// with more digits (``CodeDigits/levels``), and the fewest that are
  /// exact are kept. `make` must give the same forms, in the same order,
  /// for each level.
  static func measured(_ make: (CodeDigits) -> [Snippet], against source: RealizedCurve) -> [Snippet] {
    var levels: [[Snippet]] = [make(CodeDigits.levels[0])]
    var snippets = levels[0]
    for i in snippets.indices {
      snippets[i].error = try? error(snippets[i].lines, against: source)
      guard let first = snippets[i].error, first > Snippet.exactness, first < 1e-6 else { continue }
      for level in 1..<CodeDigits.levels.count {
        if levels.count <= level { levels.append(make(CodeDigits.levels[level])) }
        guard i < levels[level].count, let e = try? error(levels[level][i].lines, against: source) else { continue }
        if e <= Snippet.exactness {
          snippets[i] = levels[level][i]
          snippets[i].error = e
          break
        }
      }
    }
    return snippets
  }
}
