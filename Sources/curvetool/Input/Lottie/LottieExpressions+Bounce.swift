// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// An inertial bounce or overshoot expression after one keyframe, as a
/// curve of curvetool's language (docs/lottie.md §6): `inertial-bounce(…)`,
/// which `convert` turns into each platform's spring.
struct LottieBounceCurve {
  /// The keyframe the bounce follows (frame, on the property's clock).
  var frame: Double
  /// The dimension, for a property of several values.
  var dimension: Int?
  /// The curve, to paste.
  var curve: String
  /// Frames over which it was compared with the expression.
  var untilFrame: Double
  /// The largest |curve − expression| over them, value units.
  var error: Double
}

extension LottieExpressions {
  /// The constants an inertial bounce or overshoot expression assigns,
  /// each once, to a number: `freq` (Hz, > 0) and `decay` (per second,
  /// ≥ 0), and `amp` (absent in the overshoot, whose amp is the key's
  /// velocity).
  static func bounceConstants(_ program: [AEStatement]) -> (amp: Double?, freq: Double, decay: Double)? {
    var constants: [String: [Double]] = [:]
    func collect(_ s: AEStatement) {
      switch s {
      case .expression(.assign(let n, "", .number(let v))): constants[n, default: []].append(v)
      case .declare(let names): for case (let n, .number(let v)?) in names { constants[n, default: []].append(v) }
      case .block(let body): body.forEach(collect)
      case .ifElse(_, let a, let b):
        collect(a)
        if let b { collect(b) }
      case .whileLoop(_, let body): collect(body)
      default: break
      }
    }
    program.forEach(collect)
    func constant(_ n: String) -> Double? { constants[n].flatMap { $0.count == 1 ? $0[0] : nil } }
    guard let freq = constant("freq"), freq > 0, let decay = constant("decay"), decay >= 0 else { return nil }
    return (constant("amp"), freq, decay)
  }

  /// The expression's bounce after each keyframe that starts one, written
  /// as `inertial-bounce(velocity:, amp:, freq:, decay:, value:)` with the
  /// constants the expression assigns, and kept only where the curve,
  /// compared with the expression run at 16 points a frame up to the next
  /// keyframe or the layer's end (at most 20 000 frames, 40 000 for all
  /// keys together), agrees within 1e-9 of its amplitude.
  static func bounceCurves(_ site: LottieExpressionSite) -> [LottieBounceCurve] {
    guard site.problem == nil, let property = site.keyframes, property.keyframes.count > 1,
      let program = try? AEExpressionParser.parse(site.source), let (amp, freq, decay) = bounceConstants(program)
    else { return [] }
    let fr = site.frameRate
    let context = site.context
    let omega = 2 * Double.pi * freq
    // The shortest text that reads back to the same double.
    func exact(_ x: Double) -> String { NumberText.text(x, .shortest) }
    var out: [LottieBounceCurve] = []
    // Compared over at most the frames the expressions may be run at.
    var framesLeft = maximumTotalFrames
    for (k, key) in property.keyframes.enumerated().dropFirst() {
      let t0 = key.frame / fr
      // The velocity arriving: a tenth of a frame before the key (the
      // inertial bounce), or a millisecond (the overshoot).
      let before = amp == nil ? t0 - 0.001 : t0 - 1 / fr / 10
      let arriving = context.velocity(before)
      let next = k + 1 < property.keyframes.count ? property.keyframes[k + 1].frame : site.outFrame
      let end = Swift.min(next, key.frame + Swift.min(maximumFrames, framesLeft))
      guard end > key.frame else { continue }
      framesLeft -= end - key.frame
      for d in key.value.indices where d < arriving.count && arriving[d] != 0 {
        let a = amp ?? 1 / omega
        let spring = Spring(
          mass: 1, stiffness: omega * omega + decay * decay, damping: 2 * decay, initialVelocity: arriving[d] * a * omega,
          from: key.value[d], to: key.value[d])
        var error = 0.0
        var j = 0.0
        while key.frame + j / 16 < end {
          let frame = key.frame + j / 16
          guard let v = try? AEExpressionEvaluator.evaluate(program, context: context, time: frame / fr), d < v.count else { return out }
          error = Swift.max(error, Swift.abs(v[d] - spring.value(at: (frame - key.frame) / fr)))
          j += 1
        }
        guard error <= 1e-9 * Swift.max(1e-300, Swift.abs(arriving[d] * a)) else { continue }
        var arguments = ["velocity: \(exact(arriving[d]))"]
        if let amp { arguments.append("amp: \(exact(amp))") }
        arguments += [
          "freq: \(exact(freq))", "decay: \(exact(decay))",
          "value: \(exact(key.value[d]))",
        ]
        out.append(LottieBounceCurve(
          frame: key.frame, dimension: key.value.count > 1 ? d : nil, curve: "inertial-bounce(\(arguments.joined(separator: ", ")))",
          untilFrame: end, error: error))
      }
    }
    return out
  }
}
