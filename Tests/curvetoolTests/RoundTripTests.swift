// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// Every snippet curvetool prints is read back through the curve language
/// and compared with the motion it stands for; "exact" is a measurement.
@Suite("Round trip: every emitted snippet")
struct RoundTripTests {
  /// The pasted motion against the source, scanned on a dense uniform grid
  /// in the test (independent of ``WorstCase``), as a fraction of the move.
  static func scan(_ lines: [String], _ source: RealizedCurve) throws -> Double {
    let distance = RoundTrip.scale(of: source)
    let a = RoundTrip.motion(source, distance: distance)
    let b = try RoundTrip.readBack(lines, like: source)
    let end = max(a.end, b.end)
    let gap = RoundTrip.gap(a, b, slack: RoundTrip.slack(a, b, end: end))
    // A uniform grid, then every cell near its 20 largest values scanned
    // again 400 times finer.
    let n = 20_000
    let grid = (0...n).map { gap(end * Double($0) / Double(n)) }
    var worst = max(grid.max() ?? 0, (a.jumps + b.jumps + a.corners + b.corners).map(gap).max() ?? 0, gap(RoundTrip.restTime(end)))
    for i in grid.indices.sorted(by: { grid[$0] > grid[$1] }).prefix(20) {
      for j in -400...400 {
        let t = end * (Double(i) + Double(j) / 400) / Double(n)
        if t >= 0, t <= end { worst = max(worst, gap(t)) }
      }
    }
    return worst / distance
  }

  /// Compose keyframes (`convert --as compose`'s, which the curve language
  /// does not read): the keys joined as Compose joins them (straight
  /// lines, or its monotone spline written out in ComposeExportTests), on
  /// the curve's own clock, against the curve on a 20,001-point grid, in
  /// units of the move.
  static func scanKeyframes(_ lines: [String], _ source: RealizedCurve) throws -> Double {
    let spline = lines[0].hasPrefix("keyframesWithSpline")
    let total = try #require(lines.first { $0.hasPrefix("durationMillis = ") }.flatMap { Double($0.dropFirst("durationMillis = ".count)) })
    var times: [Double] = []
    var values: [Double] = []
    for line in lines where line.contains("f at ") {
      let parts = line.split(separator: " ")
      times.append(try #require(Double(parts[2])) / total * source.duration)
      values.append(Double(try #require(Float(parts[0].dropLast()))))
    }
    let polyline = PolylineCurve(times: times, values: values, restingValue: values.last ?? 0)
    let played: (Double) -> Double = spline ? ComposeExportTests.monoSpline(times, values) : { polyline.value(at: $0) }
    let n = 20_000
    let worst = (0...n).map { k in
      let t = source.duration * Double(k) / Double(n)
      return abs(played(t) - source.value(at: t))
    }.max() ?? 0
    return worst / RoundTrip.scale(of: source)
  }

  /// The curves of every family, with random parameters from `seed`.
  static func curves(seed: UInt64, count: Int) -> [RealizedCurve] {
    var g = SeededRandom(seed: seed)
    var out: [RealizedCurve] = []
    func add(_ text: String, from: Double? = nil, to: Double? = nil, duration: Double? = nil, velocity: Double? = nil) {
      guard let value = try? CurveInput.parse(text) else {
        Issue.record("cannot parse \(text)")
        return
      }
      out.append(RealizedCurve(value, from: from, to: to, duration: duration, velocity: velocity))
    }
    for _ in 0..<count {
      let from = g.uniform(-300...300)
      let to = from + (Bool.random(using: &g) ? 1 : -1) * g.logUniform(0.5, 500)
      let k = g.logUniform(20, 2000)
      let m = g.logUniform(0.3, 3)
      // Under-damped, critically damped and over-damped, with a start velocity.
      for zeta in [g.uniform(0.05...0.95), 1, g.uniform(1.2...3)] {
        let c = 2 * zeta * (k * m).squareRoot()
        add("spring(mass: \(m), stiffness: \(k), damping: \(c))", from: from, to: to, velocity: g.uniform(-3...3) * (to - from))
      }
      add(".spring(duration: \(g.uniform(0.2...1.5)), bounce: \(g.uniform(-0.5...0.8)))", from: from, to: to)
      let bounces = Int(g.uniform(0...6))
      let overshoot = Bool.random(using: &g)
      for mode in ["exact", "skbounce"] {
        add("bounce(bounces: \(bounces), stiffness: \(g.logUniform(0.001, 0.3)), overshoot: \(overshoot), compat: \(mode))",
          from: from, to: to, duration: g.uniform(0.3...2))
      }
      add("bounce(bounces: \(bounces + 1), shake: true)", from: from, to: to)
      add("cubic-bezier(\(g.uniform(0...1)), \(g.uniform(-0.5...1.5)), \(g.uniform(0...1)), \(g.uniform(-0.5...1.5)))",
        from: from, to: to, duration: g.uniform(0.1...2))
      let steps = Int(g.uniform(1...8))
      for position in ["jump-start", "jump-end", "jump-both"] {
        add("steps(\(steps), \(position))", from: from, to: to, duration: g.uniform(0.1...2))
      }
      let middle = g.uniform(-0.2...1.2)
      add("linear(0, \(middle) \(g.uniform(10...90))%, 1)", from: from, to: to, duration: g.uniform(0.1...2))
      add("damped-cosine(amplitude: \(g.uniform(-200...200)), decay: \(g.logUniform(0.5, 20)), omega: \(g.logUniform(2, 60)), offset: \(g.uniform(-100...100)))")
      // A fitted curve: the damped cosine fit of a noisy spring.
      var s = Spring(mass: 1, stiffness: k, damping: 2 * 0.3 * k.squareRoot())
      s.from = from
      s.to = to
      let t = (0..<300).map { Double($0) / 299 }
      let y = t.map { s.value(at: $0) + 0.001 * (to - from) * g.gauss() }
      if let fit = try? Fitter.fit(FitSamples(t: t, y: y), model: .dampedCosine), case .damped(let c) = fit.curve {
        add(Equivalents.cosineText(c, .roundTrip))
      }
    }
    return out
  }

  @Test("Every platform form × every curve family: readable, and the stated error is the measured one", .exhaustiveTier, arguments: [1, 2, 3] as [UInt64])
  func everyForm(seed: UInt64) throws {
    var exactSeen = 0
    for r in Self.curves(seed: seed, count: 1) {
      let description = CurveDescription.summary(r)
      for e in Equivalents.equivalents(ConvertForm.all, of: r, expression: r.value.origin) {
        if case .impossible = e.exactness { continue }
        for snippet in e.snippets {
          let stated = try #require(snippet.error, "\(e.form) of \(description) cannot be read back: \(snippet.lines)")
          let scanned = try snippet.lines.first?.hasPrefix("keyframes") == true ? Self.scanKeyframes(snippet.lines, r) : Self.scan(snippet.lines, r)
          // Never understated; the refined search may find a sharper peak
          // than the grid, never a smaller one.
          #expect(stated >= scanned * (1 - 1e-6) - 1e-15, "\(e.form) of \(description): stated \(stated), scan \(scanned)\n\(snippet.lines)")
          // Overstated only by what the grid misses between its points.
          #expect(stated <= scanned * 1.05 + 1e-12, "\(e.form) of \(description): stated \(stated), scan \(scanned)")
          if snippet.exact {
            exactSeen += 1
            #expect(scanned <= Snippet.exactness)
          }
        }
      }
    }
    #expect(exactSeen > 0)
  }

  @Test("A spring's own forms are exact on every platform that keeps doubles, with its start velocity", arguments: [4] as [UInt64])
  func springsExact(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    for _ in 0..<(TestTier.exhaustive ? 10 : 2) {
      let k = g.logUniform(20, 2000)
      let zeta = g.uniform(0.05...0.95)
      var s = Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
      s.from = g.uniform(-100...100)
      s.to = s.from + g.uniform(1...300)
      s.initialVelocity = g.uniform(-3...3) * (s.to - s.from)
      for p in SpringSnippets.measured(s) {
        let first = try #require(p.snippets.first)
        let error = try #require(first.error, "\(p.platform): \(first.lines)")
        if first.float32 {
          // Android and Compose keep Float parameters: about 1e-7 at most.
          #expect(error < 1e-5, "\(p.platform) \(error)")
        } else {
          #expect(first.exact, "\(p.platform) \(first.lines) \(error)")
        }
        for later in p.snippets.dropFirst() where !later.carriesVelocity {
          // A form without the velocity is never called exact.
          #expect(!later.exact, "\(p.platform) \(later.lines)")
        }
      }
    }
  }

  @Test("The platform calls read as the platforms define them")
  func platformCalls() throws {
    func spring(_ lines: [String]) throws -> Spring {
      let reading = try SnippetReader.read(lines)
      guard case .spring(let s, _, _, _)? = reading.curve else { throw ExpressionError(message: "not a spring", range: 0..<1) }
      return s
    }
    let uikit = try spring(["UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0) { … }"])
    #expect(uikit.stiffness == Spring(duration: 0.5, bounce: 0.3).stiffness)
    let withDuration = try spring(["UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) { … }"])
    // The 1/1500-envelope model: e^(−ζω₀T) = 1/1500.
    #expect(abs(exp(-withDuration.dampingRatio * withDuration.naturalFrequency * 0.8) - 1 / 1500.0) < 1e-15)
    let config = try spring(["SpringConfig(200, 20)  // tension, friction"])
    #expect(config.stiffness == 200 && config.damping == 20)
    let ca = try spring(["let spring = CASpringAnimation(keyPath: \"x\")", "spring.mass = 2; spring.stiffness = 300; spring.damping = 7"])
    #expect(ca.mass == 2 && ca.stiffness == 300 && ca.damping == 7)
    let android = try SnippetReader.read(["SpringForce(5.0f).setStiffness(200f).setDampingRatio(0.2f)", "SpringAnimation(…).setStartValue(1f).setStartVelocity(30f)"])
    #expect(android.to == 5 && android.from == 1 && android.velocity == .absolute(30))
    let flutter = try SnippetReader.read(["final spring = SpringDescription(mass: 1, stiffness: 100, damping: 10);", "SpringSimulation(spring, 2, 3, 4)"])
    #expect(flutter.from == 2 && flutter.to == 3 && flutter.velocity == .absolute(4))
    let compose = try SnippetReader.read(["animatable.animateTo(targetValue = 9f, animationSpec = spring(dampingRatio = 0.5f, stiffness = 400f), initialVelocity = 2f)"])
    #expect(compose.to == 9 && compose.velocity == .absolute(2))
    let tween = try SnippetReader.read(["tween(durationMillis = 250, easing = CubicBezierEasing(0.2f, 0f, 0f, 1f))"])
    guard case .easing(.bezier(let b), let d, _)? = tween.curve else { Issue.record("tween"); return }
    // Kotlin's 0.2f is the Float nearest 0.2.
    #expect(b == CubicBezier(x1: Double(Float(0.2)), y1: 0, x2: 0, y2: 1) && d == 0.25)
    let flutterCurve = try SnippetReader.read(["controller.duration = Duration(microseconds: 1500)", "CurvedAnimation(parent: controller, curve: Cubic(0.1, 0.2, 0.3, 0.4))"])
    #expect(flutterCurve.duration == 0.0015)
    #expect(throws: ExpressionError.self) { try SnippetReader.read(["spring.mass = 2"]) }
  }

  @Test("convert states the measured error in text and JSON, per snippet")
  func convertStates() throws {
    let j = try #require(cli(["convert", "bounce(bounces: 2)", "--as", "compose", "--format", "json"]).json)
    let e = try #require(j.array("equivalents")?.first)
    let snippets = try #require(e.array("snippets"))
    // The keyframes (closest), the spring with its start velocity, the
    // spring without it.
    #expect(snippets.count == 3)
    let dropped = try #require(snippets.last?.number("maxError"))
    let value = try CurveInput.parse("bounce(bounces: 2)")
    let source = RealizedCurve(value, from: nil, to: nil, duration: nil, velocity: nil)
    let lines = try #require(snippets.last?.array("code")).compactMap(\.stringValue)
    #expect(abs(try Self.scan(lines, source) - dropped) < 1e-3 * dropped)
    let text = cli(["convert", "bounce(bounces: 2)", "--as", "compose"]).out
    #expect(text.contains("no start velocity: off by up to \(NumberText.text(dropped, .brief)) of the move"))
  }

  @Test("fit's code: the formulas, SKBounceAnimation and the command line read back exactly", arguments: [6, 7] as [UInt64])
  func fitForms(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    for _ in 0..<4 {
      let c = DampedCosine(
        amplitude: g.uniform(-100...100), decay: g.logUniform(0.5, 20), omega: g.logUniform(2, 60), offset: g.uniform(-50...50),
        oscillation: Bool.random(using: &g) ? .cosine : .sine, overshoot: Bool.random(using: &g))
      let cosine = RealizedCurve(.dampedCosine(c, origin: "test"), from: nil, to: nil, duration: nil, velocity: nil)
      for snippet in RoundTrip.measured({ FitReport.dampedForms(c, $0) }, against: cosine) {
        #expect(snippet.exact, "\(snippet.lines) \(snippet.error ?? -1)")
        #expect(try Self.scan(snippet.lines, cosine) <= Snippet.exactness, "\(snippet.lines)")
      }
      let stiffness: [Stiffness] = [.light, .medium, .heavy, .custom(g.logUniform(0.001, 0.3))]
      let b = Bounce(
        from: g.uniform(-100...100), to: g.uniform(100...300), duration: g.uniform(0.2...2), bounces: Int(g.uniform(0...6)),
        stiffness: stiffness[Int(g.uniform(0...3.999))], overshoot: Bool.random(using: &g), shake: Bool.random(using: &g))
      let bounce = RealizedCurve(
        .bounce(b, mode: .skbounce, given: ["from", "to", "duration"], origin: "test"), from: nil, to: nil, duration: nil, velocity: nil)
      for snippet in RoundTrip.measured({ FitReport.skbounceForms(b, $0) }, against: bounce) {
        #expect(snippet.exact, "\(snippet.lines) \(snippet.error ?? -1)")
        #expect(try Self.scan(snippet.lines, bounce) <= Snippet.exactness, "\(snippet.lines)")
      }
    }
  }

  @Test("export states what it measured: exact forms, and the true error where a form is not")
  func exportClaims() throws {
    func header(_ args: [String]) -> String { cli(["export"] + args).out }
    // Double-precision forms of a Bézier, steps and linear() are exact.
    // (Core Animation keeps Floats: control points a Float holds exactly.)
    for args in [["cubic-bezier(0.25, 1.5, 0.75, 1)", "--format", "swift"], ["steps(3)", "--format", "swift"],
      ["linear(0, 0.3 40%, 1)", "--format", "swift"], ["ease", "--format", "swiftui"], ["steps(4, jump-both)", "--format", "swiftui"],
      ["steps(3)", "--format", "css-keyframes"], ["ease", "--format", "cubic-bezier"], ["steps(2)", "--format", "css-linear"]]
    {
      #expect(header(args).contains(": exact") || header(args).contains("/* exact"), "\(args)")
    }
    // SwiftUI's SpringKeyframe ends the track at the spring's value when the
    // slot ends; the spring goes on. Independent: the closed form, held.
    let out = header([".bouncy", "--format", "swiftui", "--to", "100"])
    let stated = try #require(out.split(separator: "off by up to ").dropFirst().first.flatMap { Double($0.split(separator: " ")[0]) })
    var s = Spring(duration: 0.5, bounce: 0.3)
    s.to = 100
    let d = try #require(s.settleTime(tolerance: 0.1))
    let held = s.value(at: d)
    var worst = 0.0
    for i in 0...400_000 {
      let t = 10 * Double(i) / 400_000
      worst = max(worst, abs((t < d ? s.value(at: t) : held) - s.value(at: t)) / 100)
    }
    #expect(NumberText.text(worst, .brief) == NumberText.text(stated, .brief), "stated \(stated), scan \(worst)")
    // Android's Float control points: the stated error is the Float Bézier's.
    let android = header(["cubic-bezier(0.1, 0.7, 0.3, 0.9)", "--format", "android"])
    let floatError = try #require(android.split(separator: "off by up to ").dropFirst().first.flatMap { Double($0.split(separator: " ")[0]) })
    let exact = CubicBezier(x1: 0.1, y1: 0.7, x2: 0.3, y2: 0.9)
    let float = CubicBezier(x1: Double(Float(0.1)), y1: Double(Float(0.7)), x2: Double(Float(0.3)), y2: Double(Float(0.9)))
    var floatWorst = 0.0
    for i in 0...200_000 {
      let x = Double(i) / 200_000
      floatWorst = max(floatWorst, abs(exact.progress(at: x) - float.progress(at: x)))
    }
    #expect(abs(floatError - floatWorst) <= 0.01 * floatWorst, "stated \(floatError), scan \(floatWorst)")
  }
}
