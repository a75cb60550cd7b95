// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation
import Testing

@testable import curvetool

@Suite("curvetool fit and convert")
struct FitConvertCommandTests {
  /// CSV text of a curve at n evenly spaced times.
  func csv(_ f: (Double) -> Double, n: Int = 80, span: Double = 1, header: String? = "t,value", separator: String = ",") -> String {
    var out = header.map { $0 + "\n" } ?? ""
    for i in 0..<n {
      let t = span * Double(i) / Double(n - 1)
      out += "\(t)\(separator)\(f(t))\n"
    }
    return out
  }

  @Test("fit reads CSV, TSV, spaces, JSON and values arrays from standard input")
  func inputs() throws {
    let s = Spring(mass: 1, stiffness: 250, damping: 14, from: 0, to: 100)
    for text in [
      csv(s.value), csv(s.value, header: nil), csv(s.value, header: "time\tvalue", separator: "\t"),
      csv(s.value, header: nil, separator: "  "),
      "{\"t\": [" + (0..<80).map { "\(Double($0) / 79)" }.joined(separator: ", ") + "], \"value\": ["
        + (0..<80).map { "\(s.value(at: Double($0) / 79))" }.joined(separator: ", ") + "]}",
      "[" + (0..<80).map { "[\(Double($0) / 79), \(s.value(at: Double($0) / 79))]" }.joined(separator: ", ") + "]",
    ] {
      let r = cli(["fit", "-", "--model", "spring", "--format", "json"], stdin: text)
      #expect(r.code == 0, "\(r.err)")
      let j = try #require(r.json)
      let spring = try #require(j.object("spring"))
      #expect(abs((spring.number("stiffness") ?? 0) - 250) <= 250e-6)
      #expect(abs((spring.number("damping") ?? 0) - 14) <= 14e-6)
      #expect(spring.string("regime") == "underdamped" && j.number("n") == 80)
      #expect(j.object("stderr")?.number("stiffness") != nil && j.number("fitTimeSeconds") != nil)
    }
    // A CAKeyframeAnimation values array (Swift literal, trailing comma) at 60 fps.
    let values = SKBounceRendering(Bounce(from: 0, to: 300, duration: 0.5, bounces: 3)).values
    let literal = "[\n" + values.map { "  \($0)," }.joined(separator: "\n") + "\n]"
    let sk = try #require(cli(["fit", "-", "--model", "skbounce", "--format", "json"], stdin: literal).json)
    #expect(sk.number("to") == 300 && sk.number("stiffness") == 0.1 && sk.number("bounces") == 2)
    #expect(sk["exact"] == .bool(true))
  }

  @Test("fit --model auto on the recorded bounce: model, parameters ± errors, code for each platform")
  func recordedBounce() {
    let r = cli(["fit", "docs/examples/recorded-bounce.csv".inPackage])
    #expect(r.code == 0, "\(r.err)")
    #expect(r.out.hasPrefix("Fit: spring (best of 5 models by BIC) to 61 samples (CSV t,value)"))
    #expect(r.out.contains("stiffness") && r.out.contains(" ± "))
    #expect(r.out.contains("Ranking by BIC") && r.out.contains("Residuals (data − fit)") && r.out.contains("In your code"))
    for platform in ["SwiftUI", "UIKit", "Core Animation", "Android", "Compose", "Motion", "Popmotion", "react-spring", "Flutter"] {
      #expect(r.out.contains("\n  \(platform)\n"), "\(platform)")
    }
    // The time range stays on one line at any width (it wrapped as "… \n13.0483 s").
    for width in [40, 60, 80, 100] {
      let head = cli(["fit", "docs/examples/recorded-bounce.csv".inPackage], width: width).out.split(separator: "\n").prefix(4)
      #expect(head.contains { $0.hasSuffix("t = 12.0481 … 13.0483 s") }, "width \(width): \(head)")
      #expect(head.allSatisfy { $0.count <= width }, "width \(width)")
    }
  }

  @Test("Bad input: the documented codes, the data line, JSON on stdout, exit codes")
  func refusals() throws {
    func json(_ stdin: String, _ args: [String] = []) -> (Int32, String?, String?) {
      let r = cli(["fit", "-", "--format", "json"] + args, stdin: stdin)
      let error = r.json?.object("error")
      return (r.code, error?.string("code"), error?.string("message"))
    }
    let s = Spring(mass: 1, stiffness: 250, damping: 14)
    var lines = csv(s.value).split(separator: "\n").map(String.init)
    lines[22] = "0.26,nan"
    let (code, kind, message) = json(lines.joined(separator: "\n"))
    #expect(code == 65 && kind == "non-finite-value" && message == "value[21] is nan (data line 23)")
    var unsorted = csv(s.value).split(separator: "\n").map(String.init)
    unsorted.swapAt(10, 11)
    let u = json(unsorted.joined(separator: "\n"))
    #expect(u.0 == 65 && u.1 == "time-not-increasing" && u.2?.hasSuffix("(data line 12)") == true)
    #expect(json("t,value\n").1 == "too-few-points")
    #expect(json("t,value\n0,1\n1,2\n").1 == "too-few-points")
    #expect(json(csv { _ in 3 }).1 == "degenerate-data")
    #expect(json("t,value\n0,1\n1,x\n").1 == "bad-input")
    #expect(json("a,b,c\n").1 == "bad-input")
    #expect(json("{\"t\": [1, 2]}").1 == "bad-input")
    let model = cli(["fit", "-", "--model", "sprng", "--format", "json"], stdin: csv(s.value))
    #expect(model.code == 64 && model.json?.object("error")?.string("code") == "unknown-model")
    #expect(model.err.contains("unknown model 'sprng'. Did you mean 'spring'?"))
    let missing = cli(["fit", "/nonexistent/samples.csv"])
    #expect(missing.code == 66 && missing.err.hasPrefix("Error: cannot read '/nonexistent/samples.csv'"))
    let text = cli(["fit", "-"], stdin: csv { _ in 3 })
    #expect(text.code == 65 && text.err.hasPrefix("Error: the signal is constant") && text.out.isEmpty)
  }

  @Test("convert: spring forms round-trip through the curve language")
  func roundTrips() throws {
    let source = "spring(mass: 1, stiffness: 320, damping: 21, velocity: 0)"
    let j = try #require(cli(["convert", source, "--format", "json"]).json)
    let equivalents = try #require(j.array("equivalents"))
    var checked = 0
    for e in equivalents where e["exact"] == .bool(true) {
      for line in e.array("code")?.compactMap(\.stringValue) ?? [] {
        // Lines that are curve expressions themselves parse back to the spring.
        guard let value = try? CurveInterpreter.curve(line), case .spring(let s, _, _, _) = value else { continue }
        let tolerance = line.contains("f)") || line.contains("f,") ? 1e-6 : 1e-8
        #expect(abs(s.stiffness / s.mass - 320) <= 320 * tolerance, "\(line)")
        #expect(abs(s.dampingRatio - 21 / (2 * 320.0.squareRoot())) <= tolerance, "\(line)")
        checked += 1
      }
    }
    #expect(checked >= 7, "SwiftUI ×2, Android, Compose, Motion, react-spring, Flutter ×2, curvetool")
  }

  @Test("convert: damped cosine ↔ spring ↔ bounce exactly; fits state their error")
  func exactAndApproximate() throws {
    // A·e^(−at)·cos ωt + B is the spring ω₀² = a² + ω², c = 2a, v₀ = −aA.
    let j = try #require(cli(["convert", "damped-cosine(amplitude: -2, decay: 3, omega: 12, offset: 5)", "--as", "spring", "--format", "json"]).json)
    let e = try #require(j.array("equivalents")?.first)
    #expect(e["exact"] == .bool(true))
    let code = try #require(e.array("code")?.first?.stringValue)
    guard case .spring(let s, let v, _, _) = try CurveInterpreter.curve(code) else { Issue.record("not a spring"); return }
    #expect(s.stiffness == 9 + 144 && s.damping == 6 && v == .absolute(6))
    // Back: that spring from 3 to 5 with v0 = 6 is the damped cosine.
    let c = try #require(DampedCosine(exactly: Spring(mass: 1, stiffness: 153, damping: 6, initialVelocity: 6, from: 3, to: 5)))
    #expect(abs(c.amplitude + 2) < 1e-15)
    #expect(abs(c.decay - 3) < 1e-15)
    #expect(abs(c.omega - 12) < 1e-14)
    // Exact-mode bounce ↔ damped cosine.
    let b = Bounce(from: 0, to: 300, duration: 0.6, bounces: 3, stiffness: .medium)
    let back = try #require(Bounce(enclosing: b.curve, residual: 0.1 / 300))
    #expect(back.bounces == 3 && abs(back.duration - 0.6) < 1e-12 && abs(back.stiffness.residual - 0.1) < 1e-12)
    // Approximations say how far off they are.
    let fit = try #require(cli(["convert", ".bouncy", "--as", "cubic-bezier", "--format", "json"]).json?.array("equivalents")?.first)
    #expect(fit["exact"] == .bool(false) && (fit.number("maxError") ?? 0) > 0.01)
    let nearest = cli(["convert", "ease-in-out", "--as", "spring"])
    #expect(nearest.out.contains("approximate: max error") && nearest.out.contains("the nearest spring"))
    let refused = cli(["convert", "ease", "--as", "bounce"])
    #expect(refused.code == 65 && refused.err.contains("forms it converts to: swiftUI"))
  }

  @Test("convert to css-linear: linear() input verbatim and exact; a spring within its stated error")
  func cssLinear() throws {
    let exact = try #require(cli(["convert", "linear(0, 0.3 40%, 1)", "--as", "css-linear", "--format", "json"]).json?.array("equivalents")?.first)
    #expect(exact["exact"] == .bool(true) && exact.number("maxError") == 0)
    #expect(exact.array("code")?.map(\.stringValue) == ["linear(0, 0.3 40%, 1)"])
    // .bouncy is SwiftUI's Spring(duration: 0.5, bounce: 0.3) (docs/springs.md §3); measure
    // the linear() against that spring itself at 20 001 fractions.
    let j = try #require(cli(["convert", ".bouncy", "--as", "css-linear", "--format", "json"]).json)
    let e = try #require(j.array("equivalents")?.first)
    let stated = try #require(e.number("maxError"))
    let duration = try #require(j["curve"]?.number("duration"))
    let code = try #require(e.array("code")?.first?.stringValue)
    #expect(code.hasPrefix("linear(") && code.hasSuffix(")"))
    let easing = try CSSLinearParser.parse(String(code.dropFirst("linear(".count).dropLast()), offset: 0)
    let spring = Spring(duration: 0.5, bounce: 0.3)
    // Within the duration, the linear() is within its export tolerance.
    var within = 0.0
    for i in 0...20_000 {
      let x = Double(i) / 20_000
      within = max(within, abs(easing.progress(at: x) - spring.value(at: x * duration)))
    }
    #expect(within <= 0.0011)
    // The stated error is over the whole motion: the linear() holds 1 when
    // it ends while the spring goes on settling (to 1e-12 by 3 durations).
    var worst = 0.0
    for i in 0...60_000 {
      let t = 3 * duration * Double(i) / 60_000
      worst = max(worst, abs((t < duration ? easing.progress(at: t / duration) : 1) - spring.value(at: t)))
    }
    #expect(e["exact"] == .bool(false) && stated > 0)
    #expect(worst <= stated * 1.005 + 1e-9 && worst >= stated * 0.995, "measured \(worst), stated \(stated)")
  }
}

extension String {
  /// A path relative to the package root.
  var inPackage: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(self).path
  }
}
