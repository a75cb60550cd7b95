// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation

/// Fit kernels: for each model family, 24 generated records of 100–300
/// points with 1 % noise (fixed seeds); the report is the median fit,
/// in process (target: under 0.3 ms).
enum FitKernels {
  static let cases = 24

  /// A record of `model` for case k.
  static func record(_ model: FitModel, _ k: Int) -> FitSamples {
    let r = BenchKernels.uniform(8, 0, 1, seed: UInt64(1000 + k))
    let noise = BenchKernels.uniform(300, -1, 1, seed: UInt64(2000 + k))
    let n = 100 + Int(r[0] * 200)
    if model == .skbounce {
      let b = Bounce(
        from: 0, to: 100 + 10 * Double(Int(r[1] * 20)), duration: Double(n) / 60 + 0.001, bounces: 1 + Int(r[2] * 6),
        stiffness: [.light, .medium, .heavy][Int(r[3] * 3)], overshoot: r[4] > 0.3)
      return FitSamples(values: SKBounceRendering(b).values.map(Double.init), fps: 60)
    }
    let span = 0.5 + r[1]
    let t = (0..<n).map { span * Double($0) / Double(n - 1) }
    let curve: (Double) -> Double
    switch model {
    case .spring:
      let zeta = 0.1 * pow(50, r[2])
      let w0 = (6 + 6 * r[3]) / span * (zeta > 1 ? 2 * zeta : 1)
      let s = Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, from: 0, to: 1)
      curve = { s.value(at: $0) }
    case .cubicBezier:
      let b = CubicBezier(x1: 0.1 + 0.8 * r[2], y1: -0.5 + 1.5 * r[3], x2: 0.1 + 0.8 * r[4], y2: 2 * r[5])
      curve = { b.progress(at: $0 / span) }
    default:
      let bounces = 1 + Double(Int(r[2] * 6))
      let c = DampedCosine(
        amplitude: -1, decay: (1 + 4 * r[3]) / span, omega: (bounces + 1) * Double.pi / span * (model == .dampedAbsCosine ? 0.5 : 1),
        offset: 1, oscillation: model == .dampedSine ? .sine : .cosine, overshoot: model != .dampedAbsCosine)
      curve = { c.value(at: $0) }
    }
    var y = t.map(curve)
    for i in y.indices { y[i] += 0.01 * 1.7320508 * noise[i] }
    if model == .cubicBezier {
      y[0] = curve(0)
      y[n - 1] = curve(span)
    }
    return FitSamples(t: t, y: y)
  }

  static let models: [FitModel] = [.dampedCosine, .dampedSine, .dampedAbsCosine, .spring, .cubicBezier, .skbounce]

  /// Every model's records, made when a fit kernel first runs (its
  /// warm-up), not when the kernels are listed.
  private static let records: [FitModel: [FitSamples]] = Dictionary(
    uniqueKeysWithValues: models.map { model in (model, (0..<cases).map { record(model, $0) }) })

  static var all: [BenchKernel] {
    models.map { model in
      BenchKernel(name: "fit.\(model.rawValue)", cases: cases, unit: "fit (median of 24 records, 100–300 points)") { k in
        guard let record = records[model]?[k] else { return 0 }
        return (try? Fitter.fit(record, model: model).rmse) ?? 0
      }.standing(for: "fit --model \(model.rawValue) (Fitter.fit)")
    }
  }
}
