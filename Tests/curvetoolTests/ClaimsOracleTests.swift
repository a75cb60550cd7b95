// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// The claims oracle (issue 33): curves of every family, generated from a
/// fixed seed (zero moves, start velocities, `linear()` with coincident
/// stops and jumps among them), go through `analyze --format json`, and
/// each claim is checked against the curve's own values, sampled densely
/// and refined around every extremum found (a golden-section search written
/// here): the settle time (inside the band from there on, outside just
/// before), the turning points (real extrema, and none missing), the
/// crossings (real, and none missing), the overshoot (reached, and nothing
/// larger) and the end value.
@Suite("Claims oracle: analyze's claims against dense sampling")
struct ClaimsOracleTests {
  /// One generated case: the expression and the flags that realise it.
  struct Case: CustomStringConvertible, Sendable {
    var expression: String
    var flags: [String]
    var description: String { ([expression] + flags).joined(separator: " ") }
  }

  static func number(_ x: Double) -> String { NumberText.text(x, .detail) }

  /// Curves of every family the language reads, from `seed`.
  static func cases(seed: UInt64, count: Int, retargets: Bool = false) -> [Case] {
    var r = SeededRandom(seed: seed)
    var out: [Case] = []
    for k in 0..<count {
      let from = k % 5 == 0 ? 0 : (r.uniform(-200...200) * 1000).rounded() / 1000
      // Every seventh case does not move.
      let to = k % 7 == 3 ? from : (r.uniform(-200...200) * 1000).rounded() / 1000
      var flags = ["--from", number(from), "--to", number(to)]
      let expression: String
      switch k % 9 {
      case 0, 1:
        let m = r.logUniform(0.2, 5), kk = r.logUniform(20, 2000), zeta = r.uniform(0.05...2.5)
        let c = 2 * zeta * (m * kk).squareRoot()
        expression = "spring(mass: \(number(m)), stiffness: \(number(kk)), damping: \(number(c)))"
        if k % 3 != 0 { flags += ["--velocity", number(r.uniform(-3000...3000))] }
      case 2:
        expression = "cubic-bezier(\(number(r.uniform(0...1))), \(number(r.uniform(-1...2))), \(number(r.uniform(0...1))), \(number(r.uniform(-1...2))))"
        flags += ["--duration", number(r.uniform(0.2...2))]
      case 3:
        let positions = ["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"]
        expression = "steps(\(Int.random(in: 2...9, using: &r)), \(positions[Int.random(in: 0..<positions.count, using: &r)]))"
      case 4:
        // Stops at multiples of 1/20, so that some coincide (jumps).
        var stops: [String] = []
        var at = 0.0
        for _ in 0..<Int.random(in: 2...8, using: &r) {
          at = min(1, at + Double(Int.random(in: 0...5, using: &r)) / 20)
          stops.append("\(number(r.uniform(-0.5...1.5))) \(number(at * 100))%")
        }
        expression = "linear(0, \(stops.joined(separator: ", ")), 1)"
      case 5:
        // A bounce decays to a residual (light's is 5): a move larger than it.
        flags = ["--from", number(from), "--to", number(from + (Bool.random(using: &r) ? 1 : -1) * r.uniform(10...200))]
        let stiffness = ["light", "medium", "heavy"][Int.random(in: 0..<3, using: &r)]
        expression = "bounce(bounces: \(Int.random(in: 0...5, using: &r)), stiffness: \(stiffness), overshoot: \(Bool.random(using: &r)), shake: \(Bool.random(using: &r)))"
      case 6:
        let amplitude = r.uniform(-2...2), offset = r.uniform(-1...1)
        expression = "damped-cosine(amplitude: \(number(amplitude)), decay: \(number(r.uniform(1...20))), omega: \(number(r.uniform(0...60))), offset: \(number(offset)))"
        flags = []
      case 7:
        // A decay coasts from --from (no target); zero velocity among them.
        flags = ["--from", number(from)]
        let v = k % 7 == 3 ? 0 : r.uniform(-3...3)
        if Bool.random(using: &r) {
          expression = "{ decay: \(number(r.uniform(0.9...0.999))), velocity: \(number(v)), precision: \(number(r.logUniform(1e-4, 0.1))) }"
        } else {
          expression = "SpringConfig(0, \(number(r.uniform(1...40))))"
          flags += ["--velocity", number(v * 1000)]
        }
      default:
        let names = ["ease", "ease-in-out", "UnitCurve.circularEaseIn", "UnitCurve.circularEaseInOut", ".easeOut", "easeInOutBack"]
        expression = names[Int.random(in: 0..<names.count, using: &r)]
      }
      // With `retargets`, every other spring or easing has its target changed once or twice
      // (--retarget; drawn from a generator of its own, so the other cases
      // stay as they were): an easing sometimes back to its start (a
      // reversal) or after it ended.
      if retargets, k % 4 == 2 || k % 4 == 1, [0, 1, 2, 8].contains(k % 9) {
        var q = SeededRandom(seed: seed &+ UInt64(k) &* 7919)
        let length = flags.firstIndex(of: "--duration").flatMap { Double(flags[$0 + 1]) } ?? (k % 9 == 8 ? 1 : 0.6)
        var t = 0.0
        for i in 0..<Int.random(in: 1...2, using: &q) {
          t += q.uniform(0.05...0.6) * length
          let target = i == 0 && k % 9 >= 2 && Bool.random(using: &q) ? from : (q.uniform(-200...200) * 1000).rounded() / 1000
          flags += ["--retarget", "\(number(t)):\(number(target))"]
        }
      }
      out.append(Case(expression: expression, flags: flags))
    }
    return out
  }

  /// The largest of `f` near `t0` (golden-section search over [a, b]).
  static func refineMaximum(_ f: (Double) -> Double, _ a0: Double, _ b0: Double) -> Double {
    var a = a0, b = b0
    let g = (5.0.squareRoot() - 1) / 2
    var c = b - g * (b - a), d = a + g * (b - a)
    var fc = f(c), fd = f(d)
    for _ in 0..<80 where b - a > 1e-15 * max(1, abs(b)) {
      if fc >= fd { b = d; d = c; fd = fc; c = b - g * (b - a); fc = f(c) } else { a = c; c = d; fc = fd; d = a + g * (b - a); fd = f(d) }
    }
    return max(fc, fd, f(a0), f(b0))
  }

  /// Checks one case's claims; returns what is wrong.
  static func check(_ c: Case) throws -> [String] {
    let r = cli(["analyze", c.expression] + c.flags + ["--format", "json"])
    guard r.code == 0, let json = r.json, let a = json["analysis"] else { return ["exit \(r.code): \(r.err)"] }
    var wrong: [String] = []
    let value = try CurveInput.parse(c.expression)
    func flag(_ name: String) -> Double? { c.flags.firstIndex(of: name).flatMap { Double(c.flags[$0 + 1]) } }
    let plain = RealizedCurve(value, from: flag("--from"), to: flag("--to"), duration: flag("--duration"), velocity: flag("--velocity"))
    let retargets = c.flags.indices.filter { c.flags[$0] == "--retarget" }.map { i -> SpringRetarget in
      let parts = c.flags[i + 1].split(separator: ":").compactMap { Double($0) }
      return SpringRetarget(time: parts[0], target: parts[1])
    }
    let curve = try plain.retargeted(retargets, durationGiven: flag("--duration") != nil, label: "--retarget")
    let f = { (t: Double) in curve.value(at: t) }
    let end = try #require(a.number("endTime"))
    let rest = try #require(a.number("restingValue"))
    let tolerance = try #require(a.number("tolerance"))
    let scale = max(abs(curve.to - curve.from), abs(rest), 1)
    let tiny = 1e-9 * scale
    if end != curve.duration { wrong.append("endTime \(end), the curve lasts \(curve.duration)") }
    let n = 6000
    let grid = (0...n).map { end * Double($0) / Double(n) }
    let values = grid.map(f)
    // The end value and the resting value.
    if a.number("endValue") != f(end) { wrong.append("endValue \(a.number("endValue") ?? .nan), f(end) \(f(end))") }
    if case .easing = value, abs(rest - f(end)) > tiny { wrong.append("restingValue \(rest), the easing ends at \(f(end))") }

    // Settle time: inside the band from there on, outside just before.
    if let settle = a.number("settleTime") {
      let h = end / Double(n)
      var worst = 0.0
      for (i, t) in grid.enumerated() where t >= settle {
        let lo = max(settle, t - h), hi = min(end, t + h)
        let d = i > 0 && i < n && abs(values[i] - rest) >= abs(values[i - 1] - rest) && abs(values[i] - rest) >= abs(values[i + 1] - rest)
          ? refineMaximum({ abs(f($0) - rest) }, lo, hi) : abs(values[i] - rest)
        worst = max(worst, d)
      }
      worst = max(worst, abs(f(settle) - rest))
      if worst > tolerance * (1 + 1e-9) + 1e-12 * scale { wrong.append("settles at \(settle) but is \(worst) from rest later (band \(tolerance))") }
      if settle > 0 {
        let before = (1...200).map { settle - Double($0) * max(h, 1e-9) / 200 }.filter { $0 >= 0 }
        if !before.contains(where: { abs(f($0) - rest) > tolerance * (1 - 1e-9) }) {
          wrong.append("settles at \(settle), but is already inside the band just before")
        }
      }
    }

    // Turning points: real extrema, and none missing.
    let listedUntil = a.number("listedUntil") ?? end
    let turns = (a.array("turningPoints") ?? []).compactMap { p in p.number("time").map { ($0, p.number("value") ?? .nan) } }
    // At a jump the extreme may be the value just before it.
    func reached(_ t: Double, _ v: Double) -> Bool {
      abs(f(t) - v) <= tiny || abs(f(t - max(1e-12 * end, 1e-15)) - v) <= 1e-6 * scale
    }
    for (t, v) in turns {
      if !reached(t, v) { wrong.append("turning point (\(t), \(v)): f = \(f(t))") }
      let h = max(1e-7 * end, 1e-9)
      let l = f(max(0, t - h)), rr = f(min(end, t + h))
      let isMax = l <= v + tiny && rr <= v + tiny, isMin = l >= v - tiny && rr >= v - tiny
      if !(isMax || isMin) { wrong.append("turning point at \(t) is no extremum (\(l), \(v), \(rr))") }
    }
    // Direction changes on the grid (ignoring steps below the noise).
    var direction = 0.0
    var lastIndex = 0
    for i in 1...n where grid[i] <= listedUntil {
      let d = values[i] - values[lastIndex]
      guard abs(d) > tiny else { continue }
      if direction != 0, d.signum() != direction {
        let lo = grid[max(0, lastIndex - 1)], hi = grid[i]
        if !turns.contains(where: { $0.0 >= lo && $0.0 <= hi }) { wrong.append("a turn in [\(lo), \(hi)] is not listed") }
      }
      direction = d.signum()
      lastIndex = i
    }

    // Crossings: real, and none missing.
    let crossings = (a["crossings"]?.arrayValue ?? []).compactMap(\.doubleValue)
    for x in crossings {
      let h = max(1e-9 * end, 1e-12)
      let crosses = abs(f(x) - rest) <= tiny || (f(max(0, x - h)) - rest).signum() != (f(min(end, x + h)) - rest).signum()
      if !crosses { wrong.append("crossing at \(x): f = \(f(x)), resting value \(rest)") }
    }
    var side = 0.0
    var sideIndex = 0
    for i in 0...n where grid[i] <= listedUntil {
      let d = values[i] - rest
      guard abs(d) > tiny else { continue }
      if side != 0, d.signum() != side {
        let lo = grid[sideIndex], hi = grid[i]
        if !crossings.contains(where: { $0 >= lo && $0 <= hi }) { wrong.append("a crossing in [\(lo), \(hi)] is not listed") }
      }
      side = d.signum()
      sideIndex = i
    }

    // Overshoot: past the resting value on the far side from the start (a
    // shake: from its first swing; an interrupted motion: from where its
    // last leg starts, after it); reached, and nothing larger.
    let since = retargets.last?.time ?? 0
    let first = grid.firstIndex { $0 >= since } ?? n
    var start = (f(since) - rest).signum()
    if abs(f(since) - rest) <= tiny { start = values[first...].first { abs($0 - rest) > tiny }.map { ($0 - rest).signum() } ?? 0 }
    let past = { (t: Double) in -start * (f(t) - rest) }
    var largest = 0.0
    for i in first...n {
      let p = past(grid[i])
      let peak = i > first && i < n && p >= past(grid[i - 1]) && p >= past(grid[i + 1])
      largest = max(largest, peak ? refineMaximum(past, grid[i - 1], grid[i + 1]) : p)
    }
    if let o = a["overshoot"], o != .null {
      let t = o.number("time") ?? .nan, v = o.number("value") ?? .nan, d = o.number("distance") ?? .nan
      if !reached(t, v) || abs(abs(v - rest) - d) > tiny { wrong.append("overshoot (\(t), \(v), \(d)): f = \(f(t))") }
      if largest > d + tiny { wrong.append("overshoot \(d) at \(t), but \(largest) is reached") }
    } else if start != 0, largest > tiny {
      wrong.append("no overshoot claimed, but it goes \(largest) past the resting value")
    }
    return wrong
  }

  /// The largest |a(t) − b(t)| over [0, end]: a dense grid, the `knots`
  /// (where either may bend) and a golden-section search around every
  /// local maximum of the grid.
  static func largestDifference(_ a: (Double) -> Double, _ b: (Double) -> Double, end: Double, knots: [Double]) -> Double {
    let d = { (t: Double) in abs(a(t) - b(t)) }
    let n = 8000
    // Knots closer than the grid's step get points of their own between
    // them: a steep curve's largest error can sit inside such a gap
    // (circularEaseIn's last 0.001 % of a second).
    let inside = knots.filter { $0 >= 0 && $0 <= end }.sorted()
    var grid = (0...n).map { end * Double($0) / Double(n) } + inside
    for (a, b) in zip(inside, inside.dropFirst()) {
      for j in 1..<16 { grid.append(a + (b - a) * Double(j) / 16) }
    }
    grid.sort()
    let values = grid.map(d)
    var largest = values.max() ?? 0
    for i in 1..<(grid.count - 1) where values[i] >= values[i - 1] && values[i] >= values[i + 1] {
      largest = max(largest, refineMaximum(d, grid[i - 1], grid[i + 1]))
    }
    return largest
  }

  @Test("analyze's claims hold on generated curves of every family (fixed seed)")
  func analyzeClaims() throws {
    let cases = Self.cases(seed: 33, count: TestTier.exhaustive ? 1000 : 36, retargets: true)
    var failures: [String] = []
    for c in cases {
      let wrong = try Self.check(c)
      if !wrong.isEmpty { failures.append("\(c): \(wrong.prefix(3).joined(separator: "; "))") }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }
}
