// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// The claims oracle's second half: the errors exports state, each measured
/// on generated curves (``ClaimsOracleTests/cases(seed:count:)``) the way
/// docs/fit.md §8 defines it, over the motion and at rest after it.
@Suite("Claims oracle: the errors convert and export state")
struct ExportClaimsOracleTests {
  /// Checks `convert --as FORM`'s stated error (`css-linear` or
  /// `cubic-bezier`): the easing it prints, read back, against the curve
  /// (both as progress of the move).
  static func checkStatedError(_ c: ClaimsOracleTests.Case, form: String) throws -> [String] {
    let r = cli(["convert", c.expression] + c.flags + ["--as", form, "--format", "json"])
    func flag(_ name: String) -> Double? { c.flags.firstIndex(of: name).flatMap { Double(c.flags[$0 + 1]) } }
    let curve = RealizedCurve(
      try CurveInput.parse(c.expression), from: flag("--from"), to: flag("--to"), duration: flag("--duration"),
      velocity: flag("--velocity"))
    // A motion that does not move (a decay without velocity among them)
    // has no progress to ease: refused. (An easing is its own progress,
    // whatever the move.)
    if curve.from == curve.to {
      let refused = r.code == 65 && r.err.contains("cannot convert '\(c.expression)' to \(form): ")
      return refused || r.code == 0 ? [] : ["exit \(r.code): \(r.err)"]
    }
    guard r.code == 0, let json = r.json else { return ["exit \(r.code): \(r.err)"] }
    guard let e = json.array("equivalents")?.first, e["possible"] != .bool(false), let stated = e.number("maxError"),
      let code = e.array("code")?.first?.stringValue
    else { return [] }
    let function = form == "css-linear" ? "linear" : form
    guard curve.to != curve.from, code.hasPrefix(function + "("), code.hasSuffix(")") else { return ["unexpected code \(code)"] }
    let body = String(code.dropFirst(function.count + 1).dropLast())
    let easing: (Double) -> Double
    var knots: [Double] = []
    let end = curve.duration
    if form == "css-linear" {
      let linear = try CSSLinearParser.parse(body, offset: 0)
      easing = { linear.progress(at: $0) }
      knots = linear.points.map { $0.input / 100 * end }
    } else {
      let v = body.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard v.count == 4 else { return ["unreadable \(code)"] }
      let b = CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
      easing = { b.progress(at: $0) }
    }
    let progress = { (t: Double) in (curve.value(at: t) - curve.from) / (curve.to - curve.from) }
    let during = ClaimsOracleTests.largestDifference(progress, { easing($0 / end) }, end: end, knots: knots)
    // After the end (docs/fit.md §8): the pasted easing leaves the property
    // at its target (progress 1); the source goes on (a spring, a damped
    // cosine) or rests where it ended (a bounce).
    var after = 0.0  // (from just after the end: k = 0 is its right limit)
    for k in 0...4000 {
      let t = end * (1 + 3 * Double(k) / 4000)
      let source = curve.endless ? progress(t) : (curve.easing == nil ? progress(end) : 1)
      after = max(after, abs(source - 1))
    }
    let measured = max(during, after)
    // The stated error is the measured one: not below it, and not above it
    // by more than the search's own resolution.
    // (An exact conversion states 0: the easing's own rounding, 1e-16, is
    // below any claim.)
    if stated < measured * (1 - 1e-6) - 1e-12 || stated > measured * (1 + 1e-3) + 1e-12 {
      return ["states \(stated), measured \(measured)"]
    }
    // export writes the same easing and states the same error, to three
    // significant digits, in its comment (a Bézier that is the curve itself
    // says so instead).
    if stated > 0 {
      let x = cli(["export", c.expression] + c.flags + ["--format", form])
      guard let range = x.out.range(of: "max error "),
        let claimed = Double(x.out[range.upperBound...].prefix { !$0.isWhitespace })
      else { return ["export states no error: \(x.out.prefix(400))"] }
      if abs(claimed - measured) > 5e-3 * measured + 1e-12 { return ["export states \(claimed), measured \(measured)"] }
    }
    return []
  }

  @Test("convert states the error its linear() and cubic-bezier() have (fixed seed)", arguments: ["css-linear", "cubic-bezier"])
  func statedErrors(_ form: String) throws {
    let count = form == "css-linear" ? TestTier.exhaustive ? 100 : 6 : TestTier.exhaustive ? 24 : 4
    let cases = ClaimsOracleTests.cases(seed: 34, count: count).filter {
      !$0.expression.hasPrefix("steps") && !$0.expression.hasPrefix("linear")
        && !(form == "cubic-bezier" && $0.expression.hasPrefix("cubic-bezier"))
    }
    var failures: [String] = []
    for c in cases {
      let wrong = try Self.checkStatedError(c, form: form)
      if !wrong.isEmpty { failures.append("\(c): \(wrong.joined(separator: "; "))") }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// What a stated error is a fraction of: the move, or for a motion that
  /// ends where it starts, its largest distance from its end value over
  /// the motion shown (found here by dense sampling refined around the
  /// peaks, independently of the commands' own analysis).
  static func scale(_ curve: RealizedCurve) -> Double {
    let move = abs(curve.to - curve.from)
    if move > 0 { return move }
    return ClaimsOracleTests.largestDifference({ curve.value(at: $0) }, { _ in curve.to }, end: curve.duration, knots: [])
  }

  /// The stops an export writes, as (fraction of the duration, value):
  /// CSS `P% { --value: V; }` lines, Core Animation's `values` and
  /// `keyTimes` arrays, or Android's `Keyframe.ofFloat(fraction, value)`.
  static func stops(_ out: String, format: String) -> [(Double, Double)] {
    if format == "android" {
      // Keyframe.ofFloat(fraction, value), both Kotlin floats.
      return out.split(separator: "\n").compactMap { line in
        guard let open = line.range(of: "Keyframe.ofFloat(") else { return nil }
        let parts = line[open.upperBound...].prefix { $0 != ")" }.split(separator: ",")
        guard parts.count == 2, let p = Float(parts[0].trimmingCharacters(in: .whitespaces).dropLast()),
          let v = Float(parts[1].trimmingCharacters(in: .whitespaces).dropLast())
        else { return nil }
        return (Double(p), Double(v))
      }
    }
    if format == "css-keyframes" {
      return out.split(separator: "\n").compactMap { line in
        let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard parts.count == 5, parts[0].hasSuffix("%"), parts[2] == "--value:", let p = Double(parts[0].dropLast()),
          let v = Double(parts[3].dropLast())
        else { return nil }
        return (p / 100, v)
      }
    }
    func array(_ head: String) -> [Double] {
      guard let start = out.range(of: head), let close = out[start.upperBound...].firstIndex(of: "]") else { return [] }
      return out[start.upperBound..<close].split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
    }
    let values = array("let values: [Double] = [")
    let keyTimes = array("let keyTimes: [NSNumber] = [")
    return keyTimes.count == values.count ? Array(zip(keyTimes, values)) : []
  }

  /// Checks a sampled export's claim (`css-keyframes`, `swift`: "exact at
  /// every keyframe, straight lines between: off by up to X of the move"):
  /// its stops, read back as straight lines, against the curve; after the
  /// end the stops hold their last value (CSS `both`, Core Animation's
  /// model value set to it) and the curve goes on (a spring, a damped
  /// cosine), rests at its target (an easing) or holds its last value (a
  /// bounce).
  static func checkKeyframesClaim(_ c: ClaimsOracleTests.Case, format: String) throws -> [String]? {
    let r = cli(["export", c.expression] + c.flags + ["--format", format, "--fps", "30"])
    guard r.code == 0 else { return ["exit \(r.code): \(r.err)"] }
    guard let claimRange = r.out.range(of: "straight lines between: off by up to ") else { return nil }  // not sampled
    guard let claimed = Double(r.out[claimRange.upperBound...].prefix { !$0.isWhitespace }) else { return ["no number in the claim"] }
    func flag(_ name: String) -> Double? { c.flags.firstIndex(of: name).flatMap { Double(c.flags[$0 + 1]) } }
    let curve = RealizedCurve(
      try CurveInput.parse(c.expression), from: flag("--from"), to: flag("--to"), duration: flag("--duration"),
      velocity: flag("--velocity"))
    let read = Self.stops(r.out, format: format)
    let times = read.map { $0.0 * curve.duration }
    let values = read.map(\.1)
    guard times.count >= 2, let last = values.last else { return ["no stops read"] }
    let line = { (t: Double) -> Double in
      guard t < times[times.count - 1] else { return last }
      var i = 0
      while i + 2 < times.count, times[i + 1] <= t { i += 1 }
      return values[i] + (values[i + 1] - values[i]) * (t - times[i]) / (times[i + 1] - times[i])
    }
    let end = curve.duration
    let during = ClaimsOracleTests.largestDifference({ curve.value(at: $0) }, line, end: end, knots: times)
    var after = 0.0
    for k in 0...4000 {
      let t = end * (1 + 3 * Double(k) / 4000)
      let source = curve.endless ? curve.value(at: t) : (curve.easing == nil ? curve.value(at: end) : curve.to)
      after = max(after, abs(source - last))
    }
    let measured = max(during, after) / Self.scale(curve)
    if abs(claimed - measured) > 5e-3 * measured + 1e-12 { return ["claims \(claimed), measured \(measured)"] }
    return []
  }

  @Test("Sampled exports state the error their straight lines have (fixed seed)", arguments: ["css-keyframes", "swift", "android"])
  func keyframeClaims(_ format: String) throws {
    let cases = ClaimsOracleTests.cases(seed: 35, count: TestTier.exhaustive ? 120 : 8).filter {
      !$0.expression.hasPrefix("steps") && !$0.expression.hasPrefix("linear")
    }
    var failures: [String] = []
    var measured = 0
    for c in cases {
      guard let wrong = try Self.checkKeyframesClaim(c, format: format) else { continue }
      measured += 1
      if !wrong.isEmpty { failures.append("\(c): \(wrong.joined(separator: "; "))") }
    }
    // Android writes springs and Béziers exactly (SpringAnimation,
    // PathInterpolator): fewer of its exports are sampled.
    #expect(measured >= cases.count / (format == "android" ? 4 : 2), "only \(measured) of \(cases.count) claims measured")
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// The Android export of a spring: "The spring itself, off by up to X of
  /// the move (its constants are 32-bit floats)". The spring its code
  /// states (SpringForce's final position, stiffness and damping ratio,
  /// the start value and velocity, all Kotlin floats) against the curve,
  /// sampled densely over the motion and on after it.
  @Test("Android's spring snippet is off by what it says (fixed seed)")
  func androidSpringClaims() throws {
    let cases = ClaimsOracleTests.cases(seed: 36, count: TestTier.exhaustive ? 200 : 18).filter { $0.expression.hasPrefix("spring(") }
    var failures: [String] = []
    var measured = 0
    for c in cases {
      let r = cli(["export", c.expression] + c.flags + ["--format", "android"])
      let claimed: Double
      if r.code == 0, let claimRange = r.out.range(of: "The spring itself, off by up to ") {
        guard let x = Double(r.out[claimRange.upperBound...].prefix { !$0.isWhitespace }) else { continue }
        claimed = x
      } else if r.code == 0, r.out.contains("The spring itself, exact;") {
        claimed = 0
      } else {
        failures.append("\(c): no spring claim (exit \(r.code))")
        continue
      }
      func call(_ name: String) -> Double? {
        guard let open = r.out.range(of: name + "(") else { return nil }
        return Float(r.out[open.upperBound...].prefix { $0 != ")" }.dropLast()).map(Double.init)
      }
      func flag(_ name: String) -> Double? { c.flags.firstIndex(of: name).flatMap { Double(c.flags[$0 + 1]) } }
      let curve = RealizedCurve(
        try CurveInput.parse(c.expression), from: flag("--from"), to: flag("--to"), duration: flag("--duration"),
        velocity: flag("--velocity"))
      guard let target = call("SpringForce"), let k = call(".setStiffness"), let zeta = call(".setDampingRatio"),
        let start = call("setStartValue")
      else {
        failures.append("\(c): unreadable snippet")
        continue
      }
      let stated = Spring(
        mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: call("setStartVelocity") ?? 0,
        from: start, to: target)
      let end = curve.duration
      var largest = ClaimsOracleTests.largestDifference({ curve.value(at: $0) }, { stated.value(at: $0) }, end: end, knots: [])
      for j in 0...2000 {
        let t = end * (1 + 3 * Double(j) / 2000)
        largest = max(largest, abs(curve.value(at: t) - stated.value(at: t)))
      }
      measured += 1
      let m = largest / Self.scale(curve)
      // Stated to three significant digits.
      if abs(claimed - m) > 5e-3 * m + 1e-15 { failures.append("\(c): claims \(claimed), measured \(m)") }
    }
    #expect(measured >= 4, "only \(measured) measured")
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }
}
