// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--format lottie`: a minimal valid Lottie animation whose one shape
/// layer animates the curve's value on the channel `--property` names:
/// x position (pixels, the default), y position, scale (a factor, written as
/// percent on both axes), opacity (0…1, written as percent) on the layer's
/// transform, or rotation (degrees) on the shape group's transform, turning
/// a bar instead of the dot (librlottie ignores a layer's rotation).
///
/// Keyframes (`t` in frames, `s` the value as a one-element array, `o`/`i`
/// the easing handles of the segment leaving the key, `h: 1` to hold): a
/// Bézier easing is one segment with o = (x1, y1), i = (x2, y2), exact;
/// steps() are hold keys and linear() its own points, exact; anything else
/// is a key at every frame with linear handles o = (0, 0), i = (1, 1),
/// exact at every frame. `fr` is --fps; `op` = duration × fr when that is a
/// whole number of frames; otherwise a rate that makes it whole is chosen
/// (if --fps was not given), an endless motion is lengthened to the next
/// whole frame, or the remainder is reported. Source: 
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
        notes.append("\(NumberText.text(r.duration, .significant(6))) s is a whole number of frames at \(NumberText.text(rate, .report)) fps: fr = \(NumberText.text(rate, .report))")
      } else if r.endless && !c.durationGiven {
        let frames = (r.duration * fr).rounded(.up)
        r = RealizedCurve(r.value, from: r.from, to: r.to, duration: frames / fr, velocity: r.spring?.initialVelocity)
        notes.append("the motion continues, so it is shown for \(NumberText.text(frames, .report)) whole frames (\(NumberText.text(r.duration, .significant(6))) s)")
      }
    }
    let frames = r.duration * fr
    let op = whole(r.duration, fr) ? frames.rounded() : frames.rounded(.up)
    if op != frames.rounded() || !whole(r.duration, fr) {
      let extra = (op - frames) / fr
      notes.append(
        "\(NumberText.text(r.duration, .significant(6))) s is \(NumberText.text(frames, .significant(6))) frames at \(NumberText.text(fr, .report)) fps: op = \(NumberText.text(op, .report)) holds the end for \(NumberText.text(extra * 1000, .significant(4))) ms, so each loop lasts \(NumberText.text(op / fr, .significant(6))) s; choose a duration that is a whole number of frames to loop exactly")
    }
    let channel = Channel(c.property.map(AnimatedProperty.init))
    let animated: JSON = .object([("a", .int(1)), ("k", .array(keyframes(r, fr: fr, end: frames, channel: channel)))])
    let still: (Double) -> JSON = { .object([("a", .int(0)), ("k", .number($0))]) }
    let pair: (Double, Double) -> JSON = { .object([("a", .int(0)), ("k", .array([.number($0), .number($1)]))]) }
    let position: JSON = switch channel {
    case .x: .object([("s", .bool(true)), ("x", animated), ("y", still(256))])
    case .y: .object([("s", .bool(true)), ("x", still(256)), ("y", animated)])
    default: pair(256, 256)
    }
    let transform: [(String, JSON)] = [
      ("a", pair(0, 0)), ("p", position), ("s", channel == .scale ? animated : pair(100, 100)),
      ("r", still(0)), ("o", channel == .opacity ? animated : still(100)),
    ]
    let dot: JSON = .object([
      ("ty", .string("gr")), ("nm", .string("dot")),
      ("it", .array([
        // A rotation needs a shape that shows it: a bar instead of the dot.
        channel == .rotation
          ? .object([("ty", .string("rc")), ("nm", .string("bar")), ("p", pair(0, 0)), ("s", pair(24, 6)), ("r", still(0))])
          : .object([("ty", .string("el")), ("nm", .string("circle")), ("p", pair(0, 0)), ("s", pair(24, 24))]),
        .object([
          ("ty", .string("fl")), ("nm", .string("fill")),
          ("c", .object([("a", .int(0)), ("k", .array([0.16, 0.47, 0.96, 1].map(JSON.number)))])), ("o", still(100)),
        ]),
        // Rotation turns the shape group (librlottie ignores a layer's).
        .object([("ty", .string("tr"))] + [
          ("a", pair(0, 0)), ("p", pair(0, 0)), ("s", pair(100, 100)), ("r", channel == .rotation ? animated : still(0)),
          ("o", still(100)),
        ]),
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

  /// The transform channel a value drives, and how a value is written.
  enum Channel: Equatable {
    case x, y, scale, rotation, opacity

    init(_ property: AnimatedProperty?) {
      switch property {
      case .translateY: self = .y
      case .scale: self = .scale
      case .rotate: self = .rotation
      case .opacity: self = .opacity
      default: self = .x
      }
    }

    /// The keyframe's `s`: percent on both axes for scale, percent for
    /// opacity, the value itself otherwise.
    func components(_ v: Double) -> [Double] {
      switch self {
      case .scale: [v * 100, v * 100]
      case .opacity: [v * 100]
      case .x, .y, .rotation: [v]
      }
    }
  }

  /// One keyframe: time in frames, value, and the handles leaving it (one
  /// handle per dimension of the channel).
  static func key(
    _ t: Double, _ v: Double, out o: (Double, Double)?, in i: (Double, Double)?, hold: Bool = false, channel: Channel = .x
  ) -> JSON {
    let s = channel.components(v)
    var m: [(String, JSON)] = [("t", .number(t)), ("s", .array(s.map(JSON.number)))]
    if hold { m.append(("h", .int(1))) }
    if let o, let i {
      func handle(_ p: (Double, Double)) -> JSON {
        .object([("x", .array(s.map { _ in .number(p.0) })), ("y", .array(s.map { _ in .number(p.1) }))])
      }
      m.append(("o", handle(o)))
      m.append(("i", handle(i)))
    }
    return .object(m)
  }

  static func keyframes(_ r: RealizedCurve, fr: Double, end: Double, channel: Channel = .x) -> [JSON] {
    func key(_ t: Double, _ v: Double, out o: (Double, Double)?, in i: (Double, Double)?, hold: Bool = false) -> JSON {
      LottieExport.key(t, v, out: o, in: i, hold: hold, channel: channel)
    }
    let d = r.to - r.from
    let linear = ((0.0, 0.0), (1.0, 1.0))
    if let rendering = r.skbounceRendering {
      // SKBounceAnimation's own values at their own times (whole frames or not).
      let k = KeyframeValues(rendering)
      return k.values.indices.map { i in
        let last = i == k.values.count - 1
        return key(k.keyTimes[i] * end, k.values[i], out: last ? nil : linear.0, in: last ? nil : linear.1)
      }
    }
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
