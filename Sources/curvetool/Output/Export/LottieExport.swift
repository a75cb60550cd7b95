// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--format lottie`: a minimal valid Lottie animation whose one shape
/// layer's x position (pixels) is the curve's value.
///
/// Keyframes (`t` in frames, `s` the value as a one-element array, `o`/`i`
/// the easing handles of the segment leaving the key, `h: 1` to hold): a
/// Bézier easing is one segment with o = (x1, y1), i = (x2, y2), exact;
/// steps() are hold keys and linear() its own points, exact; anything else
/// is a key at every frame with linear handles o = (0, 0), i = (1, 1),
/// exact at every frame. `fr` is --fps; `op` = duration × fr when that is a
/// whole number of frames; otherwise a rate that makes it whole is chosen
/// (if --fps was not given), an endless motion is lengthened to the next
/// whole frame, or the remainder is reported. Source: keyframes.md §4;
/// lottie-spec `schema/properties/base-keyframe.json`.
enum LottieExport {
  /// Frame rates tried, in order, when --fps is not given.
  static let rates: [Double] = [60, 30, 24, 25, 50, 120, 48, 90, 100]

  /// Whether d·fr is a whole number of frames (to 1e-9 frame).
  static func whole(_ d: Double, _ fr: Double) -> Bool {
    let f = d * fr
    return Swift.abs(f - f.rounded()) <= 1e-9 * Swift.max(1, f)
  }

  static func animation(_ c: ExportContext) -> ExportResult {
    var r = c.curve
    var notes: [String] = []
    var fr = c.fps
    if !whole(r.duration, fr) {
      if !c.fpsGiven, let rate = rates.first(where: { whole(r.duration, $0) }) {
        fr = rate
        notes.append("\(num(r.duration, 6)) s is a whole number of frames at \(num(rate)) fps: fr = \(num(rate))")
      } else if r.endless && !c.durationGiven {
        let frames = (r.duration * fr).rounded(.up)
        r = RealizedCurve(r.value, from: r.from, to: r.to, duration: frames / fr, velocity: r.spring?.initialVelocity)
        notes.append("the motion continues, so it is shown for \(num(frames)) whole frames (\(num(r.duration, 6)) s)")
      }
    }
    let frames = r.duration * fr
    let op = whole(r.duration, fr) ? frames.rounded() : frames.rounded(.up)
    if op != frames.rounded() || !whole(r.duration, fr) {
      let extra = (op - frames) / fr
      notes.append(
        "\(num(r.duration, 6)) s is \(num(frames, 6)) frames at \(num(fr)) fps: op = \(num(op)) holds the end for \(num(extra * 1000, 4)) ms, so each loop lasts \(num(op / fr, 6)) s; choose a duration that is a whole number of frames to loop exactly")
    }
    let keys = keyframes(r, fr: fr, end: frames)
    let x: JSON = .object([("a", .int(1)), ("k", .array(keys))])
    let position: JSON = .object([("s", .bool(true)), ("x", x), ("y", .object([("a", .int(0)), ("k", .number(256))]))])
    let still: (Double) -> JSON = { .object([("a", .int(0)), ("k", .number($0))]) }
    let pair: (Double, Double) -> JSON = { .object([("a", .int(0)), ("k", .array([.number($0), .number($1)]))]) }
    let transform: [(String, JSON)] = [
      ("a", pair(0, 0)), ("p", position), ("s", pair(100, 100)), ("r", still(0)), ("o", still(100)),
    ]
    let dot: JSON = .object([
      ("ty", .string("gr")), ("nm", .string("dot")),
      ("it", .array([
        .object([("ty", .string("el")), ("nm", .string("circle")), ("p", pair(0, 0)), ("s", pair(24, 24))]),
        .object([
          ("ty", .string("fl")), ("nm", .string("fill")),
          ("c", .object([("a", .int(0)), ("k", .array([0.16, 0.47, 0.96, 1].map(JSON.number)))])), ("o", still(100)),
        ]),
        .object([("ty", .string("tr"))] + [("a", pair(0, 0)), ("p", pair(0, 0)), ("s", pair(100, 100)), ("r", still(0)), ("o", still(100))]),
      ])),
    ])
    let layer: JSON = .object([
      ("ty", .int(4)), ("nm", .string(c.name)), ("ind", .int(1)), ("ip", .number(0)), ("op", .number(op)), ("st", .number(0)),
      ("ks", .object(transform)), ("shapes", .array([dot])),
    ])
    let root: JSON = .object([
      ("v", .string("5.7.0")), ("nm", .string("\(c.name): \(c.expression)")), ("fr", .number(fr)), ("ip", .number(0)),
      ("op", .number(op)), ("w", .int(512)), ("h", .int(512)), ("ddd", .int(0)), ("assets", .array([])),
      ("layers", .array([layer])),
    ])
    return ExportResult(text: root.text() + "\n", notes: notes)
  }

  /// One keyframe: time in frames, value, and the handles leaving it.
  static func key(_ t: Double, _ v: Double, out o: (Double, Double)?, in i: (Double, Double)?, hold: Bool = false) -> JSON {
    var m: [(String, JSON)] = [("t", .number(t)), ("s", .array([.number(v)]))]
    if hold { m.append(("h", .int(1))) }
    if let o, let i {
      m.append(("o", .object([("x", .array([.number(o.0)])), ("y", .array([.number(o.1)]))])))
      m.append(("i", .object([("x", .array([.number(i.0)])), ("y", .array([.number(i.1)]))])))
    }
    return .object(m)
  }

  static func keyframes(_ r: RealizedCurve, fr: Double, end: Double) -> [JSON] {
    let d = r.to - r.from
    let linear = ((0.0, 0.0), (1.0, 1.0))
    switch r.easing {
    case .bezier(let b):
      return [key(0, r.from, out: (b.x1, b.y1), in: (b.x2, b.y2)), key(end, r.to, out: nil, in: nil)]
    case .identity:
      return [key(0, r.from, out: linear.0, in: linear.1), key(end, r.to, out: nil, in: nil)]
    case .steps(let s):
      return s.runs.map { key($0.start * end, r.from + d * $0.progress, out: nil, in: nil, hold: true) }
        + [key(end, r.to, out: nil, in: nil)]
    case .linear(let l) where SwiftExport.linearPoints(r.easing) != nil && zip(l.points, l.points.dropFirst()).allSatisfy({ $0.input < $1.input }):
      // Strictly increasing inputs (a jump would need two keys at one time).
      return l.points.enumerated().map { i, p in
        let last = i == l.points.count - 1
        let v = p.output == 1 ? r.to : r.from + d * p.output
        return key(p.input / 100 * end, v, out: last ? nil : linear.0, in: last ? nil : linear.1)
      }
    default:
      let times = Sampling.frameTimes(duration: r.duration, fps: fr)
      return times.enumerated().map { k, t in
        let last = k == times.count - 1
        return key(last ? end : Double(k), r.value(at: t), out: last ? nil : linear.0, in: last ? nil : linear.1)
      }
    }
  }
}
