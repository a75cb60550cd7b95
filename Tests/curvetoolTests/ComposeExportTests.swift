// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `export --format compose`: the exact spec where Compose has one, else
/// keyframes at whole milliseconds whose stated error is the error a dense
/// comparison in the test measures.
@Suite("export --format compose")
struct ComposeExportTests {
  /// The numbers in `line` after each `label = `, as Kotlin floats.
  static func floats(_ line: Substring, _ labels: [String]) -> [Float] {
    labels.compactMap { label -> Float? in
      guard let r = line.range(of: label + " = ") else { return nil }
      let rest = line[r.upperBound...].prefix { "0123456789.-e".contains($0) }
      return Float(rest)
    }
  }

  @Test("A spring is spring(dampingRatio, stiffness): SwiftUI's .bouncy is ζ = 1 − 0.3 and k = (2π/0.5)², as 32-bit floats")
  func spring() throws {
    let r = cli(["export", ".bouncy", "-f", "compose"])
    let line = try #require(r.out.split(separator: "\n").first { $0.contains("spring(") })
    let v = Self.floats(line, ["dampingRatio", "stiffness"])
    #expect(v == [Float(1 - 0.3), Float(pow(2 * Double.pi / 0.5, 2))], "\(line)")
  }

  @Test("A Bézier is tween(durationMillis, CubicBezierEasing(…)); a Compose-named easing keeps its name")
  func tween() throws {
    let bezier = cli(["export", "cubic-bezier(0.2, 0.8, 0.3, 1)", "--duration", "0.25", "-f", "compose"])
    #expect(bezier.out.contains("tween(durationMillis = 250, easing = CubicBezierEasing(0.2f, 0.8f, 0.3f, 1.0f))"), "\(bezier.out)")
    let named = cli(["export", "easeOutBounce", "--duration", "0.4", "-f", "compose"])
    #expect(named.out.contains("tween(durationMillis = 400, easing = EaseOutBounce)") && named.out.contains("exact"), "\(named.out)")
  }

  /// Compose's MonoSpline (MonoSpline.kt: mean-secant tangents, zero on a
  /// flat segment, scaled onto the circle of radius 3), written out here.
  static func monoSpline(_ ts: [Double], _ ys: [Double]) -> (Double) -> Double {
    let n = ts.count
    var slope: [Double] = []
    for i in 0..<(n - 1) { slope.append((ys[i + 1] - ys[i]) / (ts[i + 1] - ts[i])) }
    var tangent: [Double] = [slope[0]]
    for i in 1..<(n - 1) { tangent.append((slope[i - 1] + slope[i]) * 0.5) }
    tangent.append(slope[n - 2])
    for i in 0..<(n - 1) {
      if slope[i] == 0 {
        tangent[i] = 0
        tangent[i + 1] = 0
      } else {
        let a = tangent[i] / slope[i]
        let b = tangent[i + 1] / slope[i]
        let h = hypot(a, b)
        if h > 9 { tangent[i] = 3 / h * a * slope[i]; tangent[i + 1] = 3 / h * b * slope[i] }
      }
    }
    return { t in
      guard t < ts[n - 1] else { return ys[n - 1] }
      let i = Swift.max(0, (ts.lastIndex { $0 <= t } ?? 0))
      let h = ts[i + 1] - ts[i]
      let x = (t - ts[i]) / h
      let x2: Double = x * x
      let x3: Double = x2 * x
      let h00: Double = 2 * x3 - 3 * x2 + 1
      let h10: Double = x3 - 2 * x2 + x
      let h01: Double = -2 * x3 + 3 * x2
      let h11: Double = x3 - x2
      let left: Double = h00 * ys[i] + h10 * h * tangent[i]
      let right: Double = h01 * ys[i + 1] + h11 * h * tangent[i + 1]
      return left + right
    }
  }

  @Test("Anything else is keyframes at whole milliseconds, with straight lines or Compose's spline, whichever is closer: each value the curve's there, and the stated error the measured one")
  func keyframes() throws {
    for (curve, fps) in [("bounce(bounces: 2)", "30"), ("steps(3)", "60")] {
      let r = cli(["export", curve, "--duration", "0.3", "--fps", fps, "--to", "100", "-f", "compose"])
      #expect(r.code == 0)
      let spline = r.out.contains("keyframesWithSpline {")
      let lines = r.out.split(separator: "\n").filter { $0.contains(" at ") && !$0.hasPrefix("//") }
      var times: [Double] = []
      var values: [Double] = []
      for line in lines {
        let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        let value = try #require(Float(parts[0].dropLast()))
        let ms = try #require(Int(parts[2]))
        #expect(spline == (parts.count == 3), "\(line)")
        times.append(Double(ms) / 1000)
        values.append(Double(value))
      }
      #expect(times.first == 0 && times.last == 0.3 && times == times.sorted())
      // Each value is the curve's at its whole millisecond (as a Float).
      let at = times.map { NumberText.text($0, .significant(17)) }.joined(separator: ",")
      let sampled = try #require(cli(["sample", curve, "--duration", "0.3", "--to", "100", "--at", at, "--format", "json"]).json?.numbers("values"))
      for (v, s) in zip(values, sampled) { #expect(v == Double(Float(s)), "\(v) against \(s)") }
      // The stated error: the keys joined as Compose joins them, against
      // the curve on a 6001-point grid, in units of the move (100).
      let dense = (0...6000).map { 0.3 * Double($0) / 6000 }
      let truth = try #require(cli(["sample", curve, "--duration", "0.3", "--to", "100", "--count", "6001", "--format", "json"]).json?.numbers("values"))
      let line = PolylineCurve(times: times, values: values, restingValue: values.last ?? 0)
      let played: (Double) -> Double = spline ? Self.monoSpline(times, values) : { line.value(at: $0) }
      let measured = zip(dense, truth).map { Swift.abs(played($0) - $1) }.max() ?? 0
      let header = try #require(r.out.split(separator: "\n").first { $0.contains("off by up to") })
      let stated = try #require(Double(header.components(separatedBy: "off by up to ").last?.split(separator: " ").first ?? ""))
      #expect(Swift.abs(stated - measured / 100) <= 0.02 * stated, "\(curve): stated \(stated), measured \(measured / 100)")
    }
  }

  @Test("A duration that is not whole milliseconds is played in the nearest one, and said so")
  func wholeMilliseconds() {
    let r = cli(["export", "easeOutElastic", "--duration", "0.2505", "-f", "compose"])
    #expect(r.out.contains("durationMillis = 251") && r.err.contains("250.5 ms is played in 251 ms"), "\(r.out)\(r.err)")
  }
}

extension ComposeExportTests {
  @Test("SKBounce's own values (compat: skbounce) keep their values at the rounded milliseconds, as every other keyframe format writes them")
  func skbounceValues() throws {
    let curve = "bounce(bounces: 2, compat: skbounce)"
    let compose = cli(["export", curve, "--to", "100", "-f", "compose"]).out
    let written = compose.split(separator: "\n").filter { $0.contains(" at ") && !$0.hasPrefix("//") }
      .compactMap { Float($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0].dropLast()) }
    let own = try #require(cli(["export", curve, "--to", "100", "-f", "json"]).json?.numbers("values"))
    #expect(written.count == own.count && zip(written, own).allSatisfy { $0 == Float($1) }, "\(written.count) against \(own.count)")
  }

  /// An export's text with a transition that plays it, as an app would.
  static func played(_ export: String, to: String) throws -> KfloopDocument {
    let kotlin = export + "val t = rememberInfiniteTransition()\nval v by t.animateFloat(0f, \(to), curve)\n"
    return try KfloopReader.read(Array(ComposeLoops.read(Array(kotlin.utf8)).kfloop.text().utf8))
  }

  @Test("--repeat wraps the spec in infiniteRepeatable, which diagnose reads back as the loop it says")
  func repeating() throws {
    // A Bézier: tween inside infiniteRepeatable(…, RepeatMode.Reverse); the
    // loop is the easing forwards, then mirrored, with 32-bit control points.
    let tween = cli(["export", "ease-in-out", "--duration", "0.6", "--to", "100", "-f", "compose", "--repeat", "reverse"])
    #expect(tween.code == 0 && tween.out.contains("infiniteRepeatable(\n    animation = tween(durationMillis = 600"))
    #expect(tween.out.contains("    repeatMode = RepeatMode.Reverse,\n)") && tween.out.contains("rememberInfiniteTransition().animateFloat(0.0f, 100.0f, curve)"))
    let loop = try Self.played(tween.out, to: "100f").timelines[0]
    #expect(loop.period == 1.2 && loop.mode == .repeating)
    let b = CubicBezier(x1: Double(Float(0.42)), y1: 0, x2: Double(Float(0.58)), y2: 1)
    for k in 0..<24 {
      let s = Double(k) * 0.05
      let u = s <= 0.6 ? s / 0.6 : (1.2 - s) / 0.6
      #expect(abs(loop.timeline.value("value", at: s) - 100 * b.progress(at: u)) < 1e-9, "\(s)")
    }
    // Keyframes restart: every keyframe's 32-bit value at its millisecond.
    let lines = cli(["export", "linear(0, 0.8 30%, 1)", "--duration", "0.5", "--to", "10", "-f", "compose", "--repeat", "restart"])
    #expect(lines.out.contains("animation = keyframes {") && lines.out.contains("repeatMode = RepeatMode.Restart"), "\(lines.out)")
    let restart = try Self.played(lines.out, to: "10f").timelines[0]
    // kfloop/1's period: the keyframes' durations, each (ms₁ − ms₀)/1000, summed.
    let stamps: [Int] = lines.out.split(separator: "\n").compactMap { line in
      line.range(of: "f at ").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }
    }
    let summed: Double = zip(stamps, stamps.dropFirst()).reduce(0) { $0 + Double($1.1 - $1.0) / 1000 }
    #expect(stamps.last == 500 && restart.period == summed)
    for ms in [0, 100, 150, 250, 400, 500] {
      let u = Double(ms) / 500
      let exact = u <= 0.3 ? 8 * u / 0.3 : 8 + 2 * (u - 0.3) / 0.7
      let v = restart.timeline.value("value", at: Double(ms) / 1000)
      #expect(abs(v - exact) <= Double(Float(exact).ulp), "\(ms) ms: \(v) vs \(exact)")
    }
    // A spring is not duration-based: its motion is written as keyframes, and said so.
    let spring = cli(["export", ".bouncy", "-f", "compose", "--repeat", "reverse"])
    #expect(spring.out.contains("animation = keyframes") && !spring.out.contains("spring(") && spring.err.contains("infiniteRepeatable repeats duration-based specs"))
    // CSS keyframes say how they loop; other formats refuse, naming the ones that take it.
    #expect(cli(["export", "ease-in", "-f", "css-keyframes", "--repeat", "reverse"]).out.contains("linear infinite alternate; }"))
    #expect(cli(["export", "ease-in", "-f", "css-keyframes", "--repeat", "restart"]).out.contains("linear infinite; }"))
    let refused = cli(["export", "ease-in", "-f", "lottie", "--repeat", "reverse"])
    #expect(refused.code == 64 && refused.err.contains("--repeat applies to --format compose and css-keyframes"))
    #expect(cli(["export", "ease-in", "-f", "compose", "--repeat", "forever"]).code == 64)
  }

  @Test("convert --as compose offers a bounce its keyframes, the export's, first when closer than the nearest spring; an exact spring needs none")
  func convertKeyframes() throws {
    let j = try #require(cli(["convert", "bounce(bounces: 2)", "--as", "compose", "--format", "json"]).json)
    let compose = try #require(j.array("equivalents")?.first)
    let snippets = try #require(compose.array("snippets"))
    let code = try #require(snippets.first?["code"]?.arrayValue)
    let first: [String] = code.compactMap { $0.stringValue }
    #expect(first.first?.hasPrefix("keyframes") == true && first.last == "}")
    // The same text and error export --format compose writes (its error
    // checked against a dense comparison in keyframes() above).
    let export = cli(["export", "bounce(bounces: 2)", "-f", "compose"]).out
    let written = export.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    // (The export declares it: `val curve: AnimationSpec<Float> = keyframes… {`.)
    #expect(written.contains { $0.hasSuffix(first[0]) })
    #expect(first.dropFirst().allSatisfy { written.contains($0) } && first.count == written.filter { $0.contains("f at ") }.count + 3)
    let header = try #require(export.split(separator: "\n").first { $0.contains("off by up to") })
    let stated = try #require(Double(header.components(separatedBy: "off by up to ").last?.split(separator: " ").first ?? ""))
    let error = try #require(snippets.first?.number("maxError"))
    #expect(NumberText.text(error, .brief) == NumberText.text(stated, .brief))
    #expect(error < (snippets.dropFirst().compactMap { $0.number("maxError") }.min() ?? .infinity))
    // A spring Compose has exactly: no keyframes.
    let spring = cli(["convert", ".bouncy", "--as", "compose"]).out
    #expect(!spring.contains("keyframes"))
  }
}
