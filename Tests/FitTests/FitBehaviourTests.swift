// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// Validation, SKBounce recovery, model choice and calibrated errors.
@Suite struct FitBehaviourTests {
  let t = (0..<120).map { Double($0) / 119 }

  func code(_ s: FitSamples, _ model: FitModel = .spring) -> FitErrorCode? {
    do {
      _ = try Fitter.fit(s, model: model)
      return nil
    } catch {
      return error.code
    }
  }

  @Test func badDataIsRefusedWithTheDocumentedCodeAndIndex() {
    let y = t.map { sin($0 * 7) }
    var nan = y
    nan[17] = .nan
    #expect(code(FitSamples(t: t, y: nan)) == .nonFiniteValue)
    do {
      _ = try Fitter.fit(FitSamples(t: t, y: nan), model: .dampedCosine)
    } catch {
      #expect(error.index == 17 && error.message == "value[17] is nan")
    }
    var back = t
    back[21] = back[20] - 0.001
    #expect(code(FitSamples(t: back, y: y)) == .timeNotIncreasing)
    var duplicate = t
    duplicate[5] = duplicate[4]
    do {
      _ = try Fitter.fit(FitSamples(t: duplicate, y: y), model: .spring)
    } catch {
      #expect(error.code == .timeNotIncreasing && error.index == 5 && error.message.hasPrefix("duplicate time: t[5]="))
    }
    #expect(code(FitSamples(t: [0, 1, 2, 3, 4], y: [0, 1, 0, 1, 0])) == .tooFewPoints, "5 points, 5 spring parameters")
    #expect(code(FitSamples(t: [], y: [])) == .tooFewPoints)
    #expect(code(FitSamples(t: t, y: t.map { _ in 0.5 })) == .degenerateData, "a constant signal is not fitted")
    #expect(code(FitSamples(t: t, y: t.map { _ in 0.5 }), .dampedCosine) == .degenerateData)
    var flatEnds = t.map { sin($0 * 9) }
    flatEnds[flatEnds.count - 1] = flatEnds[0]
    #expect(code(FitSamples(t: t, y: flatEnds), .cubicBezier) == .degenerateData, "a Bézier needs a move")
  }

  @Test func skbounceValuesAreRecoveredExactly() throws {
    for b in [
      Bounce(from: 0, to: 300, duration: 0.5, bounces: 3, stiffness: .medium),
      Bounce(from: 20, to: -45.5, duration: 0.8, bounces: 6, stiffness: .heavy, overshoot: false),
      Bounce(from: 0, to: 1, duration: 0.4, bounces: 2, stiffness: .custom(0.02), shake: true),
    ] {
      let values = SKBounceRendering(b).values.map(Double.init)
      let r = try Fitter.fit(FitSamples(values: values, fps: 60), model: .skbounce)
      guard case .skbounce(let fitted, _, _, _) = r.curve else {
        Issue.record("not an SKBounce curve")
        continue
      }
      #expect(fitted.from == b.from && fitted.to == b.to && fitted.stiffness.residual == b.stiffness.residual)
      #expect(fitted.bounces / 2 == b.bounces / 2 && fitted.overshoot == b.overshoot && fitted.shake == b.shake)
      #expect(SKBounceRendering(fitted).values.map(Double.init) == values, "renders the same array")
      #expect(Int(fitted.duration * 60) == values.count)
    }
  }

  @Test func skbounceRecoveryAcrossConfigurations() throws {
    // Every combination of bounce count, stiffness preset, anvil and
    // duration: the array is reproduced exactly, with the bounce pair.
    var missed: [String] = []
    var total = 0
    for bounces in [0, 1, 2, 3, 5, 8] {
      for stiffness in [Stiffness.light, .medium, .heavy] {
        for overshoot in [true, false] {
          for duration in [0.3, 0.75, 2.0] {
            let b = Bounce(from: 10, to: 250, duration: duration, bounces: bounces, stiffness: stiffness, overshoot: overshoot)
            let values = SKBounceRendering(b).values.map(Double.init)
            total += 1
            guard let r = try? Fitter.fit(FitSamples(values: values, fps: 60), model: .skbounce),
              case .skbounce(let f, _, _, _) = r.curve, SKBounceRendering(f).values.map(Double.init) == values,
              f.bounces / 2 == bounces / 2
            else {
              missed.append("\(bounces) bounces, \(stiffness.name ?? ""), overshoot \(overshoot), \(duration) s")
              continue
            }
          }
        }
      }
    }
    #expect(missed.isEmpty, "\(missed.count) of \(total): \(missed.joined(separator: "; "))")
  }

  @Test func autoChoosesTheGeneratingFamilyByBIC() throws {
    var g = SeededRandom(seed: 11)
    let spring = Spring(mass: 1, stiffness: 300, damping: 12, from: 0, to: 1)
    let springData = FitSamples(t: t, y: t.map { spring.value(at: $0) + 0.002 * g.gauss() })
    let (s, ranking) = try Fitter.fit(springData, request: .automatic)
    #expect(s.model == .spring)
    #expect(ranking.count >= 4 && ranking.first?.model == .spring && ranking == ranking.sorted { $0.bic < $1.bic })
    let anvil = DampedCosine(amplitude: -1, decay: 4, omega: 9, offset: 1, overshoot: false)
    let anvilData = FitSamples(t: t, y: t.map { anvil.value(at: $0) + 0.002 * g.gauss() })
    #expect(try Fitter.fit(anvilData, request: .automatic).result.model == .dampedAbsCosine)
    let b = CubicBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
    let bezierData = FitSamples(t: t, y: t.map { 10 * b.progress(at: $0) + 0.005 * g.gauss() })
    #expect(try Fitter.fit(bezierData, request: .automatic).result.model == .cubicBezier)
  }

  @Test func standardErrorsAreCalibrated() throws {
    // Over 300 noisy records the estimate lies within ±2 standard errors of
    // the truth about 95 % of the time (binomial: 90–99 %).
    var g = SeededRandom(seed: 99)
    let truth = DampedCosine(amplitude: -2, decay: 2.5, omega: 10, offset: 2)
    var inside = [0, 0, 0, 0]
    let names = ["amplitude", "decay", "omega", "offset"]
    let values = [-2.0, 2.5, 10, 2]
    let runs = 300
    for _ in 0..<runs {
      let r = try Fitter.fit(FitSamples(t: t, y: t.map { truth.value(at: $0) + 0.03 * g.gauss() }), model: .dampedCosine)
      for k in 0..<4 {
        let p = try #require(r.parameters.first { $0.name == names[k] })
        let se = try #require(p.standardError)
        if abs(p.value - values[k]) <= 2 * se { inside[k] += 1 }
      }
    }
    for k in 0..<4 {
      let rate = Double(inside[k]) / Double(runs)
      #expect(rate >= 0.9 && rate <= 0.99, "\(names[k]): \(rate)")
    }
  }
}
