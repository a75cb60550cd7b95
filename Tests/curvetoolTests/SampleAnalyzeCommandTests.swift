// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The under-damped unit step x(t) = 1 − e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t)
/// and its derivative (ω²/ω_d) e^(−ζω t) sin ω_d t, written out here as an
/// independent reference (m = 1, from 0 to 1, at rest).
func underdamped(stiffness k: Double, damping c: Double, at t: Double) -> (value: Double, velocity: Double) {
  let w = k.squareRoot()
  let zeta = c / (2 * w)
  let wd = w * (1 - zeta * zeta).squareRoot()
  let e = exp(-zeta * w * t)
  return (1 - e * (cos(wd * t) + zeta * w / wd * sin(wd * t)), w * w / wd * e * sin(wd * t))
}

/// y at x for a cubic Bézier by bisection on the parameter to the last bit.
func bezierBisection(_ b: CubicBezier, _ x: Double) -> Double {
  func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }
  var lo = 0.0
  var hi = 1.0
  while true {
    let mid = (lo + hi) / 2
    if mid <= lo || mid >= hi { break }
    if coordinate(b.x1, b.x2, mid) < x { lo = mid } else { hi = mid }
  }
  return coordinate(b.y1, b.y2, (lo + hi) / 2)
}

@Suite("curvetool sample and analyze")
struct SampleAnalyzeCommandTests {
  @Test("sample gives the closed-form spring at evenly spaced times")
  func sampleSpring() throws {
    let r = cli(["sample", ".spring(response: 0.5, dampingFraction: 0.8)", "--count", "9", "--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    let j = try #require(r.json)
    #expect(j.string("schema") == JSONSchema.sample.id)
    let curve = try #require(j.object("curve"))
    #expect(curve.string("kind") == "spring")
    let k = pow(2 * Double.pi / 0.5, 2)
    let c = 4 * Double.pi * 0.8 / 0.5
    #expect(abs((curve.number("stiffness") ?? 0) - k) <= 1e-12 * k)
    let duration = try #require(curve.number("duration"))
    let ts = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    let velocities = try #require(j.numbers("velocities"))
    #expect(ts.count == 9 && ts.last == duration)
    for (i, t) in ts.enumerated() {
      #expect(t == (i == 8 ? duration : duration * Double(i) / 8))
      let reference = underdamped(stiffness: k, damping: c, at: t)
      #expect(abs(values[i] - reference.value) <= 1e-14, "t = \(t)")
      #expect(abs(velocities[i] - reference.velocity) <= 1e-12, "t = \(t)")
    }
    // The default length is the settle time to 0.001 of the distance.
    let end = underdamped(stiffness: k, damping: c, at: duration).value
    #expect(abs(end - 1) <= 0.001 * (1 + 1e-12))
    #expect(abs(underdamped(stiffness: k, damping: c, at: duration * (1 - 1e-9)).value - 1) > 0.001 - 1e-12)
  }

  @Test("sample --fps ends exactly on the duration; CSV equals JSON")
  func sampleFrames() throws {
    let json = try #require(cli(["sample", "ease-out", "--duration", "0.3", "--format", "json"]).json)
    let ts = try #require(json.numbers("times"))
    #expect(ts.count == 19 && ts[1] == 1.0 / 60 && ts.last == 0.3)
    let csv = cli(["sample", "ease-out", "--duration", "0.3", "--format", "csv"]).out
    let rows = csv.split(separator: "\n")
    #expect(rows.first == "t,value,velocity (units/s)" && rows.count == 20)
    let values = try #require(json.numbers("values"))
    for (row, v) in zip(rows.dropFirst(), values) {
      #expect(Double(row.split(separator: ",")[1]) == v)
    }
  }

  @Test("sample --at evaluates an easing over its duration exactly")
  func sampleEasing() throws {
    let b = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)
    let j = try #require(cli(["sample", "cubic-bezier(.68,-.55,.27,1.55)", "--duration", "2", "--from", "10", "--to", "30", "--at", "0.1,0.5,1.3,1.999", "--format", "json"]).json)
    let values = try #require(j.numbers("values"))
    for (t, v) in zip([0.1, 0.5, 1.3, 1.999], values) {
      #expect(abs(v - (10 + 20 * bezierBisection(b, t / 2))) <= 1e-12, "t = \(t)")
    }
  }

  @Test("sample text reads well at 80 columns")
  func sampleText() {
    let r = cli(["sample", "SpringForce(1500, 0.5)", "--fps", "30"])
    #expect(r.code == 0)
    #expect(r.out.contains("t (s)") && r.out.contains("velocity (/s)"))
    #expect(r.out.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test("A long text table lists its first rows, the CSV's to six digits, and says how many more")
  func longTable() throws {
    let n = WorkBudget.textRows + 2345
    let text = cli(["sample", ".bouncy", "--count", String(n)])
    let csv = cli(["sample", ".bouncy", "--count", String(n), "--format", "csv"])
    #expect(text.code == 0 && csv.code == 0)
    let lines = text.out.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.contains("t (s)") })
    let rows = lines[(header + 1)...].filter { !$0.hasPrefix("  …") }
    #expect(rows.count == WorkBudget.textRows)
    #expect(lines.last == "  … 2345 more (--format csv|json for all)")
    let numbers = csv.out.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    for (row, values) in zip(rows, numbers) {
      #expect(row.split(separator: " ").map(String.init) == values.map { NumberText.text($0, .detail) }, "\(row)")
    }
    let short = cli(["sample", ".bouncy", "--count", String(WorkBudget.textRows)])
    #expect(!short.out.contains("more (--format"))
    // The heading wraps to the width, its time range on one line (it ran
    // to 83 columns at --count 1000000).
    for width in [40, 80] {
      let head = cli(["sample", ".bouncy", "--count", "1000000"], width: width).out.split(separator: "\n").prefix(6)
      #expect(head.allSatisfy { $0.count <= width }, "width \(width): \(head)")
      #expect(head.contains { $0.contains("t = 0 … 0.818747 s") }, "width \(width): \(head)")
    }
  }

  @Test("analyze finds the spring's peak where the closed form puts it")
  func analyzeSpring() throws {
    let j = try #require(cli(["analyze", ".bouncy", "--format", "json"]).json?.object("analysis"))
    // SwiftUI .bouncy: duration 0.5, bounce 0.3 → ζ = 0.7, ω = 4π.
    let zeta = 0.7
    let w = 4 * Double.pi
    let wd = w * (1 - zeta * zeta).squareRoot()
    let overshoot = try #require(j.object("overshoot"))
    #expect(abs((overshoot.number("time") ?? 0) - Double.pi / wd) <= 1e-12)
    #expect(abs((overshoot.number("fraction") ?? 0) - exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())) <= 1e-12)
    let turning = try #require(j.array("turningPoints"))
    #expect(turning.count >= 2)
    #expect(abs((turning[1].number("time") ?? 0) - 2 * Double.pi / wd) <= 1e-12)
    #expect((j.number("snap") ?? 1) <= 0.001 * (1 + 1e-12))
  }

  @Test("analyze reports the residual, snap and needed duration of a cut spring")
  func analyzeCut() throws {
    let j = try #require(cli(["analyze", "SpringForce(1500, 0.5)", "--duration", "0.2", "--format", "json"]).json?.object("analysis"))
    let c = 2 * 0.5 * 1500.0.squareRoot()
    let reference = underdamped(stiffness: 1500, damping: c, at: 0.2)
    #expect(abs((j.number("endResidual") ?? 0) - (reference.value - 1)) <= 1e-14)
    #expect(abs((j.number("snap") ?? 0) - abs(reference.value - 1)) <= 1e-14)
    #expect(abs((j.number("endVelocity") ?? 0) - reference.velocity) <= 1e-11)
    #expect(j["settleTime"] == .null)
    let needed = try #require(j.number("settleTimeIfContinued"))
    #expect(needed > 0.2)
    // Within the band from then on (checked on a grid), outside just before.
    #expect(abs(underdamped(stiffness: 1500, damping: c, at: needed * (1 - 1e-9)).value - 1) > 0.001 - 1e-12)
    for i in 0...2000 {
      let t = needed + Double(i) * 1e-3
      #expect(abs(underdamped(stiffness: 1500, damping: c, at: t).value - 1) <= 0.001 * (1 + 1e-9))
    }
  }

  @Test("analyze finds an overshooting Bézier's peak at the root of y′")
  func analyzeBezier() throws {
    let j = try #require(cli(["analyze", "cubic-bezier(.68,-.55,.27,1.55)", "--format", "json"]).json?.object("analysis"))
    // y′(s) = 0: 3[(1−s)²·y1 + 2(1−s)s·(y2 − y1) + s²·(1 − y2)] = 0, the root near s = 0.8.
    let (y1, y2) = (-0.55, 1.55)
    let a = y1 - 2 * (y2 - y1) + (1 - y2)
    let b = 2 * (y2 - y1) - 2 * y1
    let s = (-b - (b * b - 4 * a * y1).squareRoot()) / (2 * a)
    func coordinate(_ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
    let overshoot = try #require(j.object("overshoot"))
    #expect(abs((overshoot.number("value") ?? 0) - coordinate(y1, y2)) <= 1e-12)
    #expect(abs((overshoot.number("time") ?? 0) - coordinate(0.68, 0.27)) <= 1e-9)
  }

  @Test("Bad input gives a one-line error, usage and the right exit code")
  func badInput() {
    let unknown = cli(["analyze", ".bouncey"])
    #expect(unknown.code == 64)
    #expect(unknown.err.hasPrefix("Error: unknown curve '.bouncey'. Did you mean '.bouncy'? (column 1)\n  .bouncey\n  ^^^^^^^^\n"))
    let malformed = cli(["sample", "spring(stiffness: 1e400)"])
    #expect(malformed.code == 64 && malformed.err.contains("'1e400' is not a finite number (column 19)"))
    #expect(cli(["sample", "ease", "--count", "1"]).code == 64)
    #expect(cli(["sample", "ease", "--count", "5", "--fps", "30"]).code == 64)
    #expect(cli(["sample", "ease", "--duration", "0"]).code == 64)
    #expect(cli(["sample", "ease", "--duration", "nan"]).code == 64)
    #expect(cli(["sample", "ease", "--velocity", "2"]).err.contains("--velocity applies to springs and decays only"))
    #expect(cli(["analyze", "ease", "--epsilon", "0"]).code == 64)
    #expect(cli(["sample"]).code == 64)
    let unwritable = cli(["sample", "ease", "-o", "/nonexistent-dir/x.csv"])
    #expect(unwritable.code == 73 && unwritable.err.hasPrefix("Error: cannot create --output '/nonexistent-dir/x.csv'"))
  }

  /// Past 100,000 turning points analyze says where its lists stop, in JSON
  /// (`listedUntil`, the 100,000th turning point, kπ/ω_d for a spring from
  /// rest) and in text; a spring of ω₀ = 1e4 over 60,000 s listed none.
  @Test("analyze says where its lists stop", .exhaustiveTier)
  func listingLimit() throws {
    let args = ["analyze", "--duration", "60000", "spring(stiffness: 1e8, damping: 0.0201)"]
    let a = try #require(cli(args + ["--format", "json"]).json?.object("analysis"))
    let wd = 1e4 * (1 - pow(0.0201 / 2e4, 2)).squareRoot()
    let until = try #require(a.number("listedUntil"))
    #expect(abs(until - 1e5 * .pi / wd) <= 1e-9 * until)
    #expect(a.array("turningPoints")?.count == 100_000 && a.array("crossings")?.count == 100_000)
    let text = cli(args).out
    #expect(text.contains("turning points   more than 100000: "))
    #expect(text.contains("crossings        100000 to 31.42 s (the listing stops there): "))
    let ordinary = try #require(cli(["analyze", ".bouncy", "--format", "json"]).json?.object("analysis"))
    #expect(ordinary["listedUntil"] == .null)
  }
}

