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
  /// The limits of running expressions (``LottieExpressions``).
  static let maximumFrames = LottieExpressions.maximumFrames
  static let maximumTotalFrames = LottieExpressions.maximumTotalFrames

  static func bake(bytes: [UInt8], json: JSON, tolerance: Double) -> Result {
    var edits: [(Range<Int>, String)] = []
    var baked: [Baked] = []
    var left: [Left] = []
    var framesLeft = maximumTotalFrames
    for site in LottieExpressions.sites(json) {
      func leave(_ reason: String) { left.append(Left(path: site.path, layer: site.layer, kind: site.kind, reason: reason)) }
      if let problem = site.problem {
        leave(problem)
        continue
      }
      let program: [AEStatement]
      do {
        program = try AEExpressionParser.parse(site.source)
      } catch {
        leave("character \(error.offset): \(error.message)")
        continue
      }
      let f0 = site.inFrame.rounded(.up)
      let f1 = site.outFrame.rounded(.down)
      guard f1 > f0 else {
        leave("the layer shows no whole frame (ip \(NumberText.significant(site.inFrame)), op \(NumberText.significant(site.outFrame)))")
        continue
      }
      guard f1 - f0 <= maximumFrames else {
        leave("the layer is \(NumberText.significant(f1 - f0)) frames long; baking is refused above \(NumberText.significant(maximumFrames))")
        continue
      }
      guard f1 - f0 <= framesLeft else {
        leave("the file's expressions together run past \(NumberText.significant(maximumTotalFrames)) frames: this one is not baked")
        continue
      }
      framesLeft -= f1 - f0
      let context = site.context
      let fr = site.frameRate
      func motion(_ frame: Double) throws(AEExpressionError) -> [Double] {
        try AEExpressionEvaluator.evaluate(program, context: context, time: frame / fr)
      }
      let count = Int(f1 - f0) * fittedPerFrame + 1
      var times: [Double] = []
      var values: [[Double]] = []
      var failure: AEExpressionError?
      for j in 0..<count {
        let frame = f0 + Double(j) / Double(fittedPerFrame)
        do throws(AEExpressionError) {
          let v = try motion(frame)
          guard v.allSatisfy(\.isFinite) else { throw AEExpressionError(offset: 0, message: "the value at frame \(NumberText.significant(frame)) is not finite") }
          if let d = values.first?.count, d != v.count {
            throw AEExpressionError(offset: 0, message: "the value has \(d) dimensions at first and \(v.count) at frame \(NumberText.significant(frame))")
          }
          times.append(frame / fr)
          values.append(v)
        } catch {
          failure = error
          break
        }
      }
      if let failure {
        leave(failure.message)
        continue
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
      // Measured: the keyframes as written, read back as players read them.
      var reader = LottieReader.Walker(assets: [])
      reader.property(written.arrayValue ?? [], path: site.path, layer: site.layer, start: 0, stretch: 1, via: [])
      guard let readBack = reader.properties.first, reader.notes.isEmpty else {
        leave("the baked keyframes do not read back (\(reader.notes.first?.message ?? "no property"))")
        continue
      }
      var error = 0.0
      var worst = f0
      var unmeasured: AEExpressionError?
      for j in 0...(Int(f1 - f0) * measuredPerFrame) {
        let frame = f0 + Double(j) / Double(measuredPerFrame)
        let target: [Double]
        do throws(AEExpressionError) {
          target = try motion(frame)
        } catch {
          unmeasured = error
          break
        }
        let got = readBack.value(atFrame: frame)
        for d in target.indices where d < got.count && Swift.abs(got[d] - target[d]) > error {
          error = Swift.abs(got[d] - target[d])
          worst = frame
        }
      }
      // A bake whose error cannot be measured everywhere is not written.
      if let unmeasured {
        leave("its error could not be measured: \(unmeasured.message)")
        continue
      }
      guard let range = JSONSpans.range(of: site.steps, in: bytes) else {
        leave("its place in the file was not found")
        continue
      }
      edits.append((range, replaced(site.node, keyframes: written).compactText))
      baked.append(Baked(path: site.path, layer: site.layer, kind: site.kind, keyframes: keys.keys.count, fromFrame: f0, toFrame: f1, error: error, worstFrame: worst))
    }
    return Result(bytes: JSONSpans.replacing(edits, in: bytes), baked: baked, left: left)
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
