// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// |a − b| ≤ rel·|b|.
func relClose(_ a: Double, _ b: Double, rel: Double) -> Bool { abs(a - b) <= rel * abs(b) }

/// The curve language: every platform's spelling gives the curve its
/// documentation defines, and errors point at the culprit.
@Suite struct CurveExpressionTests {
  func spring(_ text: String) throws -> (Spring, InitialVelocity) {
    guard case .spring(let s, let v, _, _) = try CurveInterpreter.curve(text) else {
      Issue.record("\(text) is not a spring")
      return (Spring(), .zero)
    }
    return (s, v)
  }

  func easing(_ text: String) throws -> (Easing, Double?) {
    guard case .easing(let e, let d, _) = try CurveInterpreter.curve(text) else {
      Issue.record("\(text) is not an easing")
      return (.identity, nil)
    }
    return (e, d)
  }

  func error(_ text: String) -> ExpressionError? {
    do {
      _ = try CurveInterpreter.curve(text)
      return nil
    } catch {
      return error
    }
  }

  func bezier(_ e: Easing) -> CubicBezier? {
    if case .bezier(let b) = e { return b }
    return nil
  }

  @Test func cssKeywordsAreTheSpecificationsCurves() throws {
    // CSS Easing 1 §2.2: ease = (.25, .1, .25, 1), ease-in = (.42, 0, 1, 1), …
    let expected: [String: (Double, Double, Double, Double)] = [
      "ease": (0.25, 0.1, 0.25, 1), "ease-in": (0.42, 0, 1, 1), "ease-out": (0, 0, 0.58, 1),
      "ease-in-out": (0.42, 0, 0.58, 1), "EASE-IN": (0.42, 0, 1, 1),
    ]
    for (name, p) in expected {
      let b = try #require(bezier(easing(name).0), "\(name)")
      #expect(b == CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3), "\(name)")
    }
    #expect(try easing("linear").0.css == "linear")
    let b = try #require(bezier(easing("cubic-bezier(.68,-.55,.27,1.55)").0))
    #expect(b == CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55))
    #expect(try easing("cubic-bezier(0.1, 0.7, 1.0, 0.1)").1 == nil, "CSS easings take their duration from --duration")
  }

  @Test func stepsFollowTheSpecificationsFormula() throws {
    // CSS Easing 1 §2.3 worked by hand: steps(4, jump-end) at x = 0.3 is
    // ⌊1.2⌋/4; jump-start adds a step; jump-none divides by n − 1; jump-both by n + 1.
    let cases: [(String, Double, Double)] = [
      ("steps(4, jump-end)", 0.3, 0.25), ("steps(4)", 0.3, 0.25), ("steps(4, end)", 0.99, 0.75),
      ("steps(4, jump-start)", 0.3, 0.5), ("steps(4, start)", 0, 0.25), ("steps(5, jump-none)", 0.5, 0.5),
      ("steps(5, jump-none)", 0.99, 1), ("steps(3, jump-both)", 0, 0.25), ("steps(3, jump-both)", 0.99, 0.75),
      ("steps(3, jump-both)", 1, 1), ("step-start", 0.5, 1), ("step-end", 0.5, 0), ("step-end", 1, 1),
    ]
    for (text, x, y) in cases {
      #expect(try easing(text).0.timingCurve.progress(at: x) == y, "\(text) at \(x)")
    }
    #expect(error("steps(1, jump-none)")?.message == "steps(n, jump-none) needs n ≥ 2")
    #expect(error("steps(2.5)")?.range == 6..<9)
    #expect(error("steps(2, jump-ends)")?.message.contains("Did you mean 'jump-end'?") == true)
  }

  @Test func linearFollowsTheCanonicalisationRules() throws {
    // CSS Easing 2 §2.1 examples: the first stop is 0 %, the last 100 %,
    // runs without inputs spread evenly, inputs never decrease, a second
    // percentage adds a point.
    func points(_ text: String) throws -> [[Double]] {
      guard case .linear(let l) = try easing(text).0 else { return [] }
      return l.points.map { [$0.input, $0.output] }
    }
    #expect(try points("linear(0, 0.25, 1)") == [[0, 0], [50, 0.25], [100, 1]])
    #expect(try points("linear(0, 0.25 75%, 1)") == [[0, 0], [75, 0.25], [100, 1]])
    #expect(try points("linear(0, 0.5 25% 75%, 1)") == [[0, 0], [25, 0.5], [75, 0.5], [100, 1]])
    #expect(try points("linear(0 20%, 0.5 10%, 1)") == [[20, 0], [20, 0.5], [100, 1]])
    let spread = try points("linear(0, 0.1, 0.2, 0.6 80%, 1)")
    let expected: [[Double]] = [[0, 0], [80.0 / 3, 0.1], [160.0 / 3, 0.2], [80, 0.6], [100, 1]]
    #expect(spread.count == 5 && zip(spread, expected).allSatisfy { abs($0[0] - $1[0]) <= 1e-13 && $0[1] == $1[1] })
    #expect(try points("linear(0, 1 120%)") == [[0, 0], [120, 1]])
    #expect(try points("LINEAR(25% 0 , /* c */ 1)") == [[25, 0], [100, 1]])
    #expect(try points("linear(0, calc(0.5 * 1) calc(10% + 15%), 1)") == [[0, 0], [25, 0.5], [100, 1]])
    // Evaluation: straight lines, independent interpolation.
    let (e, _) = try easing("linear(0, 0.25 75%, 1)")
    for x in stride(from: 0.0, through: 1, by: 0.0625) {
      let y = x <= 0.75 ? 0.25 * x / 0.75 : 0.25 + 0.75 * (x - 0.75) / 0.25
      #expect(abs(e.timingCurve.progress(at: x) - y) <= 1e-16, "x = \(x)")
    }
    // Errors name the stop.
    #expect(error("linear(0, 25% 50% 75% 1)")?.message.contains("at most two percentages") == true)
    #expect(error("linear(0, 0.5 0.7, 1)")?.message == "a linear() stop takes one number")
    #expect(error("linear(0, , 1)")?.message == "an empty linear() stop")
    #expect(error("linear(0.5)") != nil, "one stop is not enough in Chromium 156")
    #expect(error("linear(0, 1.)") != nil, "'1.' is not a CSS number")
    #expect(error("linear(0, 1") != nil)
  }

  @Test func swiftUISpringsUseApplesParameterisation() throws {
    // response r, damping fraction ζ: k = (2π/r)², c = 4πζ/r, m = 1.
    let (s, _) = try spring(".spring(response: 0.5, dampingFraction: 0.8)")
    #expect(relClose(s.stiffness, pow(2 * Double.pi / 0.5, 2), rel: 1e-15))
    #expect(relClose(s.damping, 4 * Double.pi * 0.8 / 0.5, rel: 1e-15))
    // duration d, bounce b ≥ 0: ζ = 1 − b, response = d.
    let (t, _) = try spring(".spring(duration: 0.4, bounce: 0.25)")
    #expect(relClose(t.dampingRatio, 0.75, rel: 1e-15) && relClose(t.period, 0.4, rel: 1e-15))
    let (bouncy, _) = try spring(".bouncy(duration: 0.4, extraBounce: 0.1)")
    #expect(relClose(bouncy.dampingRatio, 0.6, rel: 1e-14) && relClose(bouncy.period, 0.4, rel: 1e-15))
    #expect(try spring(".bouncy").0 == SpringPreset.named("swiftui.bouncy")?.spring)
    #expect(try spring("Animation.snappy").0 == SpringPreset.named("swiftui.snappy")?.spring)
    let (i, v) = try spring(".interpolatingSpring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 3)")
    #expect(i.mass == 2 && i.stiffness == 300 && i.damping == 10 && v == .relative(3))
    let (sp, _) = try spring("Spring(mass: 1, stiffness: 200, damping: 40)")
    #expect(sp.damping == 2 * 200.0.squareRoot(), "SwiftUI clamps over-damping to critical")
    let (over, _) = try spring("Spring(mass: 1, stiffness: 200, damping: 40, allowOverDamping: true)")
    #expect(over.damping == 40)
    let (e, d) = try easing(".easeInOut(duration: 0.25)")
    #expect(bezier(e) == .easeInOut && d == 0.25)
    #expect(try easing(".easeIn").1 == 0.35, "SwiftUI's default easing duration")
    let (tc, tcd) = try easing(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.6)")
    #expect(bezier(tc) == CubicBezier(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1) && tcd == 0.6)
  }

  @Test func androidComposeReactSpringAndMotion() throws {
    // SpringForce: ω₀ = √k, ζ given, m = 1.
    let (a, _) = try spring("SpringForce(1500, 0.5)")
    #expect(a.stiffness == 1500 && relClose(a.dampingRatio, 0.5, rel: 1e-15) && a.mass == 1)
    let (b, _) = try spring("SpringForce(SpringForce.STIFFNESS_LOW, SpringForce.DAMPING_RATIO_HIGH_BOUNCY)")
    #expect(b.stiffness == 200 && relClose(b.dampingRatio, Double(Float(0.2)), rel: 1e-15), "Android's float constants")
    let (c, _) = try spring("spring(dampingRatio = 0.75f, stiffness = Spring.StiffnessMediumLow)")
    #expect(c.stiffness == 400 && relClose(c.dampingRatio, 0.75, rel: 1e-15))
    let (r, rv) = try spring("{ tension: 170, friction: 26 }")
    #expect(r.stiffness == 170 && r.damping == 26 && r.mass == 1 && rv == .absolute(0))
    #expect(try spring("config.wobbly").0 == SpringPreset.named("react-spring.wobbly")?.spring)
    let (m, mv) = try spring("{ type: \"spring\", stiffness: 300, damping: 20, velocity: 2 }")
    #expect(m.stiffness == 300 && m.damping == 20 && mv == .absolute(2))
    let (md, _) = try spring("{ type: 'spring', duration: 0.8, bounce: 0.25 }")
    #expect(md == Spring(motionDuration: 0.8, bounce: 0.25))
    let (plain, pv) = try spring("spring(mass: 1, stiffness: 100, damping: 10, velocity: -2)")
    #expect(plain.stiffness == 100 && plain.damping == 10 && pv == .absolute(-2))
  }

  @Test func oursBounceAndDampedCosine() throws {
    guard case .bounce(let b, let mode, let given, _) = try CurveInterpreter.curve(
      "bounce(bounces: 3, stiffness: heavy, duration: 0.8, overshoot: true, compat: skbounce)")
    else { Issue.record("not a bounce"); return }
    #expect(b.bounces == 3 && b.stiffness == .heavy && b.duration == 0.8 && b.overshoot && mode == .skbounce)
    #expect(given == ["duration"])
    guard case .dampedCosine(let c, _) = try CurveInterpreter.curve("damped-cosine(amplitude: -1, decay: 4, omega: 20, offset: 1)")
    else { Issue.record("not a damped cosine"); return }
    #expect(c.value(at: 0.1) == -exp(-0.4) * cos(2.0) + 1)
  }

  @Test func errorsPointAtTheCulpritAndSuggest() {
    let cases: [(String, String, Range<Int>)] = [
      (".bouncey", "unknown curve '.bouncey'. Did you mean '.bouncy'?", 0..<8),
      ("cubic-bezer(0, 0, 1, 1)", "unknown function 'cubic-bezer'. Did you mean 'cubic-bezier'?", 0..<11),
      ("cubic-bezier(0.5, 0, 1.5, 1)", "x2 1.5 is outside [0, 1]: x control points must lie in [0, 1]", 21..<24),
      ("cubic-bezier(0.3, -1e308, 0.7, 1)", "y1 -1e308 is outside ±1e12: y control points must lie within ±1e12", 18..<24),
      (".timingCurve(0.3, 1, 0.7, 2e12, duration: 1)", "y2 2e12 is outside ±1e12: y control points must lie within ±1e12", 26..<30),
      (".spring(response: 0.5, dampingFractoin: 0.8)", "", 23..<38),
      ("spring(stiffness: 1e999)", "'1e999' is not a finite number", 18..<23),
      ("spring(stiffness: -5)", "stiffness -5 must be > 0", 18..<20),
      ("{ tension: 170, fricton: 26 }", "unknown key 'fricton'. Did you mean 'friction'?", 16..<23),
      ("cubic-bezier(0, 0, 1, 1", "expected ')' to close cubic-bezier(…), found end of the expression", 23..<23),
      ("ease ease", "unexpected 'ease' after the expression", 5..<9),
      ("", "empty curve expression", 0..<1),
      ("SpringForce(1500, 0.5) #", "unexpected character '#'", 23..<24),
      ("STIFFNESS_LOW", "'STIFFNESS_LOW' is a number, not a curve", 0..<13),
      // A named curve written as a call: no "did you mean" itself.
      ("motion.spring(stiffness: 100)", "'motion.spring' is a named curve, not a function: write 'motion.spring' without arguments", 0..<13),
      ("ease(1)", "'ease' is a named curve, not a function: write 'ease' without arguments", 0..<4),
    ]
    for (text, message, range) in cases {
      let e = error(text)
      if !message.isEmpty { #expect(e?.message == message, "\(text)") }
      #expect(e?.range == range, "\(text)")
    }
    #expect(error(".spring(response: 0.5, dampingFractoin: 0.8)")?.message.contains("Did you mean 'dampingFraction'?") == true)
  }
}
