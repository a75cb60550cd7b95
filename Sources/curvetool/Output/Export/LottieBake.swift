// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// `curvetool lottie FILE --bake`: each expression the evaluator runs is
/// replaced by Bézier keyframes that follow its motion within a tolerance;
/// every other byte of the file is kept (docs/lottie.md §6).
///
/// The expression is evaluated on its property's clock (seconds = frame /
/// fr) at 16 points per frame over its layer's frames ip…op, and
/// ``BezierKeyframeFitter`` places keys on whole frames (players round
/// keyframes between frames differently). The error stated is measured
/// afterwards: the written keyframes are read back by ``LottieReader`` and
/// compared with the expression at 64 points per frame.
enum LottieBake {
  struct Baked {
    var path: String
    var layer: String?
    var kind: String
    var keyframes: Int
    var fromFrame: Double
    var toFrame: Double
    /// The largest |baked − expression|, value units, measured.
    var error: Double
    /// Where it is largest (frame).
    var worstFrame: Double
  }

  struct Left {
    var path: String
    var layer: String?
    var kind: String
    var reason: String
  }

  struct Result {
    var bytes: [UInt8]
    var baked: [Baked]
    var left: [Left]
  }

  /// Points per frame the motion is fitted at, and measured at.
  static let fittedPerFrame = 16
  static let measuredPerFrame = 64

  static func bake(bytes: [UInt8], json: JSON, tolerance: Double) -> Result {
    var edits: [(Range<Int>, String)] = []
    var baked: [Baked] = []
    var left: [Left] = []
    var framesLeft = LottieExpressions.maximumTotalFrames
    for site in LottieExpressions.sites(json) {
      do throws(Refusal) {
        let (b, edit) = try bake(site, bytes: bytes, tolerance: tolerance, framesLeft: &framesLeft)
        baked.append(b)
        edits.append(edit)
      } catch {
        left.append(Left(path: site.path, layer: site.layer, kind: site.kind, reason: error.reason))
      }
    }
    return Result(bytes: JSONSpans.replacing(edits, in: bytes), baked: baked, left: left)
  }

  /// Why one expression is left in place.
  struct Refusal: Error {
    var reason: String
  }

  /// One expression baked: its report and the edit of its property object.
  static func bake(
    _ site: LottieExpressionSite, bytes: [UInt8], tolerance: Double, framesLeft: inout Double
  ) throws(Refusal) -> (Baked, (Range<Int>, String)) {
    if let problem = site.problem { throw Refusal(reason: problem) }
    let program: [AEStatement]
    do {
      program = try AEExpressionParser.parse(site.source)
    } catch {
      throw Refusal(reason: "character \(error.offset): \(error.message)")
    }
    let f0 = site.inFrame.rounded(.up)
    let f1 = site.outFrame.rounded(.down)
    guard f1 > f0 else {
      throw Refusal(reason: "the layer shows no whole frame (ip \(NumberText.text(site.inFrame, .detail)), op \(NumberText.text(site.outFrame, .detail)))")
    }
    guard f1 - f0 <= LottieExpressions.maximumFrames else {
      throw Refusal(reason: "the layer is \(NumberText.text(f1 - f0, .detail)) frames long; baking is refused above \(NumberText.text(LottieExpressions.maximumFrames, .detail))")
    }
    guard f1 - f0 <= framesLeft else {
      throw Refusal(reason: "the file's expressions together run past \(NumberText.text(LottieExpressions.maximumTotalFrames, .detail)) frames: this one is not baked")
    }
    framesLeft -= f1 - f0
    let context = site.context
    let fr = site.frameRate
    func motion(_ frame: Double) throws(Refusal) -> [Double] {
      do {
        return try AEExpressionEvaluator.evaluate(program, context: context, time: frame / fr)
      } catch {
        throw Refusal(reason: error.message)
      }
    }
    // The motion on the fitting grid, of one size and finite throughout.
    var times: [Double] = []
    var values: [[Double]] = []
    for j in 0...(Int(f1 - f0) * fittedPerFrame) {
      let frame = f0 + Double(j) / Double(fittedPerFrame)
      let v = try motion(frame)
      guard v.allSatisfy(\.isFinite) else { throw Refusal(reason: "the value at frame \(NumberText.text(frame, .detail)) is not finite") }
      if let d = values.first?.count, d != v.count {
        throw Refusal(reason: "the value has \(d) dimensions at first and \(v.count) at frame \(NumberText.text(frame, .detail))")
      }
      times.append(frame / fr)
      values.append(v)
    }
    // One-sided second-order differences: the velocity leaving or
    // arriving at a key, each from its own side of any kink.
    let h = 1e-5
    let slope: (Int, Bool) -> [Double] = { j, right in
      let t = times[j] * fr
      let s: Double = right ? 1 : -1
      guard let a = try? motion(t + s * h * fr), let b = try? motion(t + 2 * s * h * fr) else { return values[j].map { _ in 0 } }
      return values[j].indices.map { d in s * (-3 * values[j][d] + 4 * a[d] - b[d]) / (2 * h) }
    }
    let keys = BezierKeyframeFitter.fit(times: times, values: values, stride: fittedPerFrame, tolerance: tolerance, slope: slope)
    let written = Self.keyframes(keys, from: f0, fr: fr)
    // Measured: the keyframes as written, read back as players read them,
    // against the expression everywhere (a bake whose error cannot be
    // measured everywhere is not written).
    var reader = LottieReader.Walker(assets: [])
    reader.property(written.arrayValue ?? [], path: site.path, layer: site.layer, start: 0, stretch: 1, via: [])
    guard let readBack = reader.properties.first, reader.notes.isEmpty else {
      throw Refusal(reason: "the baked keyframes do not read back (\(reader.notes.first?.message ?? "no property"))")
    }
    var error = 0.0
    var worst = f0
    for j in 0...(Int(f1 - f0) * measuredPerFrame) {
      let frame = f0 + Double(j) / Double(measuredPerFrame)
      let target: [Double]
      do throws(Refusal) {
        target = try motion(frame)
      } catch {
        throw Refusal(reason: "its error could not be measured: \(error.reason)")
      }
      let got = readBack.value(atFrame: frame)
      for d in target.indices where d < got.count && Swift.abs(got[d] - target[d]) > error {
        error = Swift.abs(got[d] - target[d])
        worst = frame
      }
    }
    guard let range = JSONSpans.range(of: site.steps, in: bytes) else { throw Refusal(reason: "its place in the file was not found") }
    let report = Baked(
      path: site.path, layer: site.layer, kind: site.kind, keyframes: keys.keys.count, fromFrame: f0, toFrame: f1, error: error, worstFrame: worst)
    return (report, (range, replaced(site.node, keyframes: written).compactText))
  }

  /// Lottie keyframes: `t` (frame), `s`, and `o`/`i` handles per dimension,
  /// or `h: 1` for a hold; the last keyframe has only `t` and `s`.
  static func keyframes(_ k: BezierKeyframes, from f0: Double, fr: Double) -> JSON {
    .array(k.keys.map { key in
      var members: [(String, JSON)] = [
        ("t", .number(f0 + Double(key.index) / Double(fittedPerFrame))), ("s", .array(key.value.map(JSON.number))),
      ]
      if key.index != k.keys.last?.index {
        if let easing = key.easing {
          members.append(("o", .object([("x", .array(easing.map { .number($0.x1) })), ("y", .array(easing.map { .number($0.y1) }))])))
          members.append(("i", .object([("x", .array(easing.map { .number($0.x2) })), ("y", .array(easing.map { .number($0.y2) }))])))
        } else {
          members.append(("h", .int(1)))
        }
      }
      return .object(members)
    })
  }

  /// The property object with `a: 1`, the new keyframes and no `x`, its
  /// other members kept in order.
  static func replaced(_ node: JSON, keyframes: JSON) -> JSON {
    guard case .object(let members) = node else { return node }
    var out: [(String, JSON)] = []
    if node["a"] == nil { out.append(("a", .int(1))) }
    for (key, value) in members where key != "x" {
      switch key {
      case "a": out.append(("a", .int(1)))
      case "k": out.append(("k", keyframes))
      default: out.append((key, value))
      }
    }
    return .object(out)
  }
}
