// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

@Suite("curvetool export")
struct ExportCommandTests {
  func export(_ args: [String]) -> CLIResult {
    let r = cli(["export"] + args)
    #expect(r.code == 0, "\(args): \(r.err)")
    return r
  }

  /// The first match of a regular expression's first group.
  func capture(_ pattern: String, _ text: String) -> String? {
    guard let re = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
      let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges > 1,
      let range = Range(m.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }

  @Test("json and csv: keyframes at --fps with exact values")
  func jsonAndCSV() throws {
    let j = try #require(export([".bouncy", "--fps", "30", "--to", "100"]).json)
    #expect(j.string("schema") == "curvetool.export/1")
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    let keyTimes = try #require(j.numbers("keyTimes"))
    let duration = try #require(j.object("curve")?.number("duration"))
    #expect(times.last == duration && keyTimes.last == 1 && keyTimes.first == 0)
    let k = pow(4 * Double.pi, 2)
    let c = 2 * 0.7 * 4 * Double.pi
    for (t, v) in zip(times, values) {
      #expect(abs(v - 100 * underdamped(stiffness: k, damping: c, at: t).value) <= 1e-12)
    }
    #expect(times[1] == 1.0 / 30)
    let csv = export([".bouncy", "--fps", "30", "--to", "100", "--format", "csv"]).out.split(separator: "\n")
    #expect(csv.first == "t,keyTime,value" && csv.count == values.count + 1)
  }

  @Test("css-linear: the linear() stays within the reported error, which is within the tolerance")
  func cssLinear() throws {
    for (expression, tolerance) in [(".bouncy", nil), ("SpringForce(1500, 0.5)", "0.0005"), ("bounce(bounces: 2)", "0.01")] as [(String, String?)] {
      let r = export([expression, "--format", "css-linear"] + (tolerance.map { ["--max-error", $0] } ?? []))
      let text = try #require(capture("--curve-easing: (linear\\(.*\\));", r.out))
      let body = String(text.dropFirst("linear(".count).dropLast())
      let easing = try CSSLinearParser.parse(body, offset: 0)
      // The error while it plays (stated apart when the end adds to it: a
      // spring cut 0.001 from rest, a bounce resting off its target) is the
      // one --max-error bounds.
      let reported = try #require(
        (capture("while it plays ([0-9.e-]+)", r.out) ?? capture("max error ([0-9.e-]+)", r.out)).flatMap(Double.init))
      let allowed = tolerance.flatMap(Double.init)
      if let allowed { #expect(reported <= allowed) }
      // Independent measurement against the curve itself at random fractions.
      let curve = try CurveInput(text: expression, arguments: ParsedArguments(command: ["export"], spec: ExportCommand.spec)).realized
      var generator = SeededRandom(seed: 20_261_128)
      var worst = 0.0
      for _ in 0..<20_000 {
        let x = Double.random(in: 0...1, using: &generator)
        worst = max(worst, abs(easing.progress(at: x) - curve.progress(at: x * curve.duration)))
      }
      #expect(worst <= reported * 1.005 + 1e-9, "\(expression): measured \(worst), reported \(reported)")
      #expect(r.err.contains("note: linear() with"))
    }
    // Fewer points for a looser tolerance.
    let tight = export([".bouncy", "-f", "css-linear", "--max-error", "0.0001"]).out
    let loose = export([".bouncy", "-f", "css-linear", "--max-error", "0.01"]).out
    #expect(tight.count > loose.count)
  }

  @Test("css-linear writes steps(), linear() and linear exactly")
  func cssLinearExact() {
    let steps = export(["steps(2, jump-start)", "-f", "css-linear"]).out
    #expect(steps.contains("--curve-easing: linear(0.5, 0.5 50%, 1 50%, 1 100%, 1);"))
    #expect(export(["linear(0, 0.25 75%, 1)", "-f", "css-linear"]).out.contains("linear(0, 0.25 75%, 1)"))
    #expect(export(["linear", "-f", "css-linear"]).out.contains("linear(0, 1)"))
    let rounded = export([".bouncy", "-f", "css-linear", "--decimals", "2"])
    #expect(rounded.out.contains("rounded to 2 decimals"))
  }

  @Test("cubic-bezier: a Bézier is itself; a spring's fit reports its true max error")
  func cubicBezier() throws {
    #expect(export(["easings-css.easeOutBack", "-f", "cubic-bezier"]).out.hasSuffix("cubic-bezier(0.34, 1.56, 0.64, 1)\n"))
    let r = export([".smooth", "-f", "cubic-bezier"])
    let css = try #require(capture("^(cubic-bezier\\(.*\\))$", r.out))
    let numbers = css.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    #expect(numbers.count == 4)
    let b = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    let reported = try #require(capture("max error ([0-9.e-]+)", r.out).flatMap(Double.init))
    // SwiftUI .smooth: critically damped, ω = 4π, shown until within 0.001.
    let s = Spring(duration: 0.5, bounce: 0)
    let d = try #require(s.settleTime(tolerance: 0.001))
    var worst = 0.0
    for i in 0...4000 {
      let x = Double(i) / 4000
      worst = max(worst, abs(bezierBisection(b, x) - s.value(at: x * d)))
    }
    #expect(abs(worst - reported) <= 0.005 * reported, "measured \(worst), reported \(reported)")
    #expect(worst < 0.02)
  }

  @Test("Curves a format cannot express are refused with the formats that can")
  func inexpressible() {
    let steps = cli(["export", "steps(4)", "-f", "cubic-bezier"])
    #expect(steps.code == 65)
    #expect(steps.err.contains("cannot jump like steps()") && steps.err.contains("formats that can express it: css-linear"))
    let flat = cli(["export", ".bouncy", "--from", "2", "--to", "2", "-f", "css-linear"])
    #expect(flat.code == 65 && flat.err.contains("starts and ends at the same value"))
    #expect(cli(["export", ".bouncy", "-f", "css-linear", "--max-error", "0"]).code == 64)
    #expect(cli(["export", ".bouncy", "-f", "css-linear", "--max-error", "-1"]).code == 64)
    #expect(cli(["export", ".bouncy", "-f", "json", "--max-error", "0.01"]).err.contains("applies to --format css-linear only"))
    #expect(cli(["export", ".bouncy", "-f", "gif"]).err.contains("Did you mean"))
    #expect(cli(["export", ".bouncy", "-f", "lottie", "-o", "/nonexistent-dir/a.json"]).code == 73)
  }

  @Test("swift: CAKeyframeAnimation arrays; steps() as a discrete animation")
  func swift() {
    let spring = export([".bouncy", "-f", "swift", "--fps", "30"]).out
    #expect(spring.contains("let animation = CAKeyframeAnimation(keyPath: \"position.y\")"))
    #expect(spring.contains("animation.calculationMode = .linear") && spring.contains("CASpringAnimation"))
    let steps = export(["steps(4, jump-end)", "-f", "swift", "--duration", "2", "--to", "8"]).out
    #expect(steps.contains("animation.calculationMode = .discrete"))
    #expect(steps.contains("let values: [Double] = [\n  0.0, 2.0, 4.0, 6.0,\n]"))
    #expect(steps.contains("let keyTimes: [NSNumber] = [\n  0.0, 0.25, 0.5, 0.75, 1.0,\n]"))
  }

  @Test("swiftui: the spring, Bézier and circular curves themselves")
  func swiftUI() {
    let spring = export(["Spring(mass: 1, stiffness: 300, damping: 20)", "-f", "swiftui", "--duration", "0.6"]).out
    #expect(spring.contains("SpringKeyframe(1.0, duration: 0.6, spring: Spring(mass: 1.0, stiffness: 300.0, damping: 20.0), startVelocity: 0.0)"))
    let bezier = export(["ease-in-out", "-f", "swiftui", "--duration", "0.3"]).out
    #expect(bezier.contains("timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0.0), endControlPoint: UnitPoint(x: 0.58, y: 1.0))"))
    #expect(export(["UnitCurve.circularEaseIn", "-f", "swiftui"]).out.contains("timingCurve: .circularEaseIn"))
    let steps = export(["steps(2)", "-f", "swiftui"]).out
    #expect(steps.contains("MoveKeyframe(0.5)\n    LinearKeyframe(0.5, duration: 0.5)\n    MoveKeyframe(1.0)"))
  }

  @Test("lottie: whole frames, exact handles, hold keys, notes about remainders")
  func lottie() throws {
    let bezier = try #require(export(["ease-in-out", "-f", "lottie", "--duration", "0.35"]).json)
    #expect(bezier.number("fr") == 60 && bezier.number("op") == 21 && bezier.number("ip") == 0)
    let keys = try #require(bezier.array("layers")?.first?.object("ks")?.object("p")?.object("x")?.array("k"))
    #expect(keys.count == 2 && keys[1].number("t") == 21)
    #expect(keys[0].object("o")?.numbers("x") == [0.42] && keys[0].object("i")?.numbers("y") == [1])
    // 0.35 s at 24 fps is 8.4 frames: 25 fps is tried before giving up? No: --fps given, so op rounds up.
    let remainder = cli(["export", "ease", "-f", "lottie", "--duration", "0.35", "--fps", "24"])
    #expect(remainder.json?.number("op") == 9)
    #expect(remainder.err.contains("0.35 s is 8.4 frames at 24 fps: op = 9 holds the end for 25 ms"))
    // Without --fps a rate that makes it whole is chosen: 0.3 s → 60 fps is whole already; 0.02 s → 100 fps.
    let rate = cli(["export", "ease", "-f", "lottie", "--duration", "0.125"])
    #expect(rate.json?.number("fr") == 24 && rate.json?.number("op") == 3)
    let steps = try #require(export(["steps(2)", "-f", "lottie", "--to", "10"]).json)
    let stepKeys = try #require(steps.array("layers")?.first?.object("ks")?.object("p")?.object("x")?.array("k"))
    #expect(stepKeys.map { $0.number("h") } == [1, 1, nil])
    #expect(stepKeys.map { $0.array("s")?.first?.doubleValue } == [0, 5, 10])
  }

  @Test("android: PathInterpolator, SpringForce, baked keyframes")
  func android() {
    let xml = export(["cubic-bezier(0.2, 0, 0, 1)", "-f", "android"]).out
    #expect(xml.contains("android:controlX1=\"0.2\"") && xml.contains("<pathInterpolator"))
    let spring = export(["spring(mass: 2, stiffness: 300, damping: 20)", "-f", "android"]).out
    #expect(spring.contains(".setStiffness(150.0f)") && spring.contains("Android has no mass"))
    // ζ = c / (2·√(k·m)) = 20 / (2·√600), as Android's Float.
    let root: Double = 600.0.squareRoot()
    let ratio = Float(20 / (2 * root))
    #expect(spring.contains(".setDampingRatio(\(ratio)f)"))
    let baked = cli(["export", "bounce(bounces: 2)", "-f", "android", "--duration", "0.3333"])
    #expect(baked.out.contains("PropertyValuesHolder.ofKeyframe(View.TRANSLATION_Y,") && baked.out.contains("duration = 333L"))
    #expect(baked.err.contains("Android durations are whole milliseconds"))
  }

  @Test("svg: a chart with one polyline per curve")
  func svg() {
    let r = export(["ease", "-f", "svg"])
    #expect(r.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && r.out.hasSuffix("</svg>\n"))
    #expect(r.out.components(separatedBy: "<polyline").count == 2)
    #expect(r.out.contains(">time (s)</text>"))
  }
}
