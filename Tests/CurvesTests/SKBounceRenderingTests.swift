// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// SKBounceAnimation 1.0.04's `valueArrayForStartValue:endValue:`,
/// transliterated statement by statement with C's types on 64-bit iOS
/// (CGFloat = Double, NSInteger = Int), independent of the library.
/// log2f is taken correctly rounded through a different path than the
/// library's (natural log divided by ln 2).
private func publishedValues(
  from startValue: Double, to endValue: Double, duration: Double, numberOfBounces: UInt,
  stiffness: Double, shouldOvershoot: Bool, shake: Bool
) -> [Float] {
  func log2f(_ x: Float) -> Float { Float(log(Double(x)) / M_LN2) }
  func fabsf(_ x: Float) -> Float { x < 0 ? -x : x }
  let steps: Int = Int(60 * duration)  // NSInteger steps = 60*self.duration;
  let stiffnessCoefficient: Double = Double(Float(stiffness))  // read back through NSNumber floatValue
  var alpha: Double = 0
  if startValue == endValue {
    alpha = Double(log2f(Float(stiffnessCoefficient)) / Float(steps))
  } else {
    alpha = Double(log2f(Float(stiffnessCoefficient / Double(fabsf(Float(endValue - startValue))))) / Float(steps))
  }
  if alpha > 0 {
    alpha = Double(Float(-1.0)) * alpha
  }
  let numberOfPeriods: Double = Double(numberOfBounces / 2) + 0.5
  let omega: Double = numberOfPeriods * 2 * Double.pi / Double(steps)  // M_PI upstream: the same double
  var values: [Float] = []
  var t = 0
  while t < steps {
    var oscillationComponent: Double
    if shake {
      oscillationComponent = sin(omega * Double(t))
    } else {
      oscillationComponent = cos(omega * Double(t))
    }
    let coefficient: Double = startValue - endValue
    if !shouldOvershoot {
      oscillationComponent = Double(fabsf(Float(oscillationComponent)))
    }
    let value: Double = coefficient * pow(2.71, alpha * Double(t)) * oscillationComponent + endValue
    values.append(Float(value))  // [NSNumber numberWithFloat:value]
    t += 1
  }
  return values
}

@Suite("SKBounce compatibility")
struct SKBounceRenderingTests {
  static let stiffnesses: [Stiffness] = [.light, .medium, .heavy, .custom(0.37), .custom(12)]

  @Test("Values equal SKBounceAnimation 1.0.04's, bit for bit, over a grid")
  func publishedAlgorithmGrid() {
    let pairs: [(Double, Double)] = [
      (0, 1), (0, 300), (300, 0), (-40, 17.5), (1, 1), (0.1, 0.7), (1e6, -3), (12, 12.000001),
    ]
    let durations = [1.0 / 60, 0.0333, 0.25, 0.5, 0.51, 1, 1.7, 3]
    var checked = 0
    for (from, to) in pairs {
      for duration in durations {
        for bounces in [0, 1, 2, 3, 4, 7, 10] {
          for stiffness in Self.stiffnesses {
            for overshoot in [true, false] {
              for shake in [false, true] {
                let bounce = Bounce(
                  from: from, to: to, duration: duration, bounces: bounces, stiffness: stiffness,
                  overshoot: overshoot, shake: shake)
                let ours = SKBounceRendering(bounce).values
                let theirs = publishedValues(
                  from: from, to: to, duration: duration, numberOfBounces: UInt(bounces),
                  stiffness: stiffness.residual, shouldOvershoot: overshoot, shake: shake)
                #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern),
                  "from \(from) to \(to) T \(duration) n \(bounces) s \(stiffness) o \(overshoot) shake \(shake)")
                checked += 1
              }
            }
          }
        }
      }
    }
    #expect(checked == 8 * 8 * 7 * 5 * 2 * 2)
  }

  /// The smallest residual accepted (``Bounce/smallestResidualFraction``
  /// of the move) keeps SKBounce's Float quotient and its log2f finite: the
  /// values are the port's and finite. Far below it (5e-324, a Float 0)
  /// the port itself gives NaN, which is why it is refused.
  @Test("At the smallest residual the values are SKBounce's and finite")
  func smallestResidual() throws {
    for (from, to) in [(0.0, 1.0), (0, 300), (1e6, -3), (2, 2), (0, 1e9)] {
      let bounce = Bounce(from: from, to: to, stiffness: .custom(Bounce(from: from, to: to).smallestResidual))
      try bounce.validate()
      let ours = SKBounceRendering(bounce).values
      let theirs = publishedValues(
        from: from, to: to, duration: 0.5, numberOfBounces: 2, stiffness: bounce.stiffness.residual, shouldOvershoot: true, shake: false)
      #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern))
      let finite = ours.allSatisfy(\.isFinite)
      #expect(finite, "\(from) → \(to)")
    }
    let below = publishedValues(from: 0, to: 1, duration: 0.5, numberOfBounces: 2, stiffness: .leastNonzeroMagnitude, shouldOvershoot: true, shake: false)
    #expect(below.contains { $0.isNaN })
    #expect(throws: BounceError.stiffnessTooSmall(residual: .leastNonzeroMagnitude, smallest: 1e-30)) {
      try Bounce(stiffness: .custom(.leastNonzeroMagnitude)).validate()
    }
  }

  @Test("Frame count is Int(60 × duration), truncated")
  func frameCount() {
    #expect(SKBounceRendering(Bounce(duration: 0.5)).frameCount == 30)
    #expect(SKBounceRendering(Bounce(duration: 0.51)).frameCount == 30)
    #expect(SKBounceRendering(Bounce(duration: 0.0166)).values.isEmpty)
    #expect(SKBounceRendering(Bounce(duration: 1.0 / 60)).frameCount == 1)
  }

  @Test("2 and 3 bounces render the same; 0 and 1 too")
  func integerHalving() {
    for (a, b) in [(0, 1), (2, 3), (4, 5)] {
      let x = SKBounceRendering(Bounce(to: 300, bounces: a)).values
      let y = SKBounceRendering(Bounce(to: 300, bounces: b)).values
      #expect(x == y)
    }
    #expect(SKBounceRendering(Bounce(bounces: 3)).renderedBounces == 2)
  }

  @Test("The README example: 0 → 300 in 0.5 s departs as documented")
  func departuresOfReadmeExample() {
    let r = SKBounceRendering(Bounce(from: 0, to: 300, duration: 0.5, bounces: 3))
    let codes = r.departures.map(\.code)
    #expect(codes.contains("bounce-halving"))
    let halving = r.departures.first { $0.code == "bounce-halving" }
    #expect(halving?.message.hasPrefix("3 bounces requested, 2 rendered (integer halving") == true)
    // Envelope at t = T: |A|·(s/|A|)^log2(2.71)·… evaluated independently.
    let s = Double(Float(0.1))
    let alpha = Double(Float(log(Double(Float(s / 300))) / M_LN2) / 30)
    let envelope = 300 * pow(2.71, alpha * 30)
    #expect(close(r.envelopeAtDuration, envelope, relative: 1e-12))
    #expect(abs(envelope - 0.003) < 0.0005)
    let env = r.departures.first { $0.code == "envelope" }
    #expect(env?.message.hasPrefix("envelope ends at 0.00299") == true)
    #expect(env?.message.contains("not the stiffness 0.1 (base 2.71 with a log2 exponent)") == true)
    let snap = r.departures.first { $0.code == "final-snap" }
    #expect(snap?.message.hasPrefix("last frame 300.004: snaps 0.00418") == true)
    #expect(abs(Double(r.values[29]) - 300.0042) < 0.0001)
  }

  @Test("Light stiffness on a short move is flagged")
  func lightStiffnessFlip() {
    let r = SKBounceRendering(Bounce(from: 0, to: 1, stiffness: .light))
    #expect(r.departures.contains { $0.code == "stiffness-flip" })
    #expect(r.exponentPerFrame <= 0)
  }

  @Test("A from/to that is not a Float is flagged")
  func inputNotFloat() {
    let r = SKBounceRendering(Bounce(from: 0.1, to: 1))
    #expect(r.departures.contains { $0.code == "input-float" && $0.requested == 0.1 })
  }

  @Test("Values are shown evenly over the duration")
  func keyTimesSpreadEvenly() {
    let r = SKBounceRendering(Bounce(duration: 0.5))
    #expect(r.keyTimes.first == 0)
    #expect(r.keyTimes.last == 1)
    #expect(r.times.last == 0.5)
    #expect(close(r.times[1], 0.5 / 29, relative: 1e-15))
  }

  @Test("The equivalent curve in seconds passes through the unrounded values")
  func equivalentCurve() {
    let b = Bounce(from: 20, to: 300, duration: 0.8, bounces: 4, stiffness: .heavy)
    let r = SKBounceRendering(b)
    let c = r.equivalentCurve
    for (i, t) in r.times.enumerated() {
      // Float rounding of values near 300 is at most half an ulp (3e-5).
      #expect(abs(c.value(at: t) - Double(r.values[i])) <= 1.6e-5 + 1e-9 * 300)
    }
  }

  @Test("Correctly rounded log2f agrees with a different evaluation path")
  func log2fCorrectlyRounded() {
    var rng = SeededRandom(seed: 7)
    for _ in 0..<200_000 {
      let x = Float(rng.logUniform(1e-12, 1e12))
      let viaLog = Float(log(Double(x)) / M_LN2)
      #expect(SKBounceRendering.log2f(x) == viaLog)
    }
  }
}
