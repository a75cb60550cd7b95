// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

@Suite("curvetool bezier")
struct BezierCommandTests {
  // Each run measures four browsers' solvers: the everyday tier takes three
  // spellings, the exhaustive tier all five.
  @Test("Four numbers, a preset and a CSS string name the same curve", arguments: TestTier.cases(
    [["0.42", "0", "0.58", "1"], ["css.ease-in-out"], ["cubic-bezier(.42,0,.58,1)"]],
    exhaustive: [
      ["0.42", "0", "0.58", "1"], ["ease-in-out"], ["css.ease-in-out"], ["cubic-bezier(0.42, 0, 0.58, 1)"], ["cubic-bezier(.42,0,.58,1)"],
    ]))
  func forms(args: [String]) throws {
    let r = cli(["bezier"] + args + ["--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    let j = try #require(r.json)
    #expect(j.number("x1") == 0.42 && j.number("y1") == 0 && j.number("x2") == 0.58 && j.number("y2") == 1)
  }

  @Test("The report: overshoot, slope, monotone, end slopes, nearest preset, engines, plot")
  func text() {
    let r = cli(["bezier", "cubic-bezier(0.68,-0.55,0.265,1.55)"])
    #expect(r.code == 0)
    for needle in [
      "overshoot        9.27 % above 1, 9.27 % below 0", "monotone         no", "maximum slope    5.308",
      "nearest preset   easings-classic.easeInOutBack (identical)", "Chromium (ε 1e-7): max error 5.3e-7",
      "WebKit at 1 s (ε 0.001)",
    ] {
      #expect(r.out.contains(needle), "\(needle)")
    }
    for line in r.out.split(separator: "\n") { #expect(line.count <= 80) }
  }

  @Test("--at and --count give exact values; CSV round-trips")
  func values() throws {
    let r = cli(["bezier", "1", "0", "0", "1", "--at", "0.5000001,0.4999999", "--format", "json"])
    let j = try #require(r.json)
    let ys = try #require(j.numbers("values"))
    let b = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(ys == [b.progress(at: 0.5000001), b.progress(at: 0.4999999)])
    // The table evaluator and the table-free solver are both within 1e-12
    // of the true curve; they need not agree to the last bit.
    let csv = cli(["bezier", "ease", "--count", "5", "--format", "csv"]).out.split(separator: "\n")
    #expect(csv.first == "t,keyTime,value")
    #expect(csv.count == 6)
    for (i, line) in csv.dropFirst().enumerated() {
      let f = line.split(separator: ",").compactMap { Double($0) }
      #expect(f.count == 3 && f[1] == Double(i) / 4 && f[0] == f[1])
      #expect(abs(f[2] - CubicBezier.ease.progress(at: f[1])) <= 1e-12)
    }
    #expect(csv.last == "1.0,1.0,1.0")
    // t is in seconds: the fraction times the duration.
    let long = cli(["bezier", "ease", "--count", "3", "--duration", "0.25", "--format", "csv"]).out
    #expect(long.split(separator: "\n").dropFirst().first == "0.0,0.0,0.0")
    #expect(long.split(separator: "\n").last == "0.25,1.0,1.0")
    let timed = try #require(cli(["bezier", "ease", "--count", "3", "--duration", "0.25", "--format", "json"]).json)
    #expect(timed.numbers("times") == [0, 0.125, 0.25] && timed.numbers("keyTimes") == [0, 0.5, 1])
  }

  @Test("--engine chromium reproduces the 4e-3 error next to the vertical tangent; JSON reports it")
  func engines() throws {
    let r = cli(["bezier", "1", "0", "0", "1", "--engine", "chromium", "--at", "0.5000001", "--format", "json"])
    let j = try #require(r.json)
    let y = try #require(j.numbers("values")?.first)
    let exact = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).progress(at: 0.5000001)
    #expect(abs(y - exact) > 1e-3)
    let chromium = try #require(j.object("engines")?.object("chromium"))
    #expect((chromium.number("maxError") ?? 0) > 4e-3)
    #expect(j.object("maximumSlope")?["vertical"] == .bool(true))
  }

  @Test("Extrapolation outside [0, 1]: spec by default, engine rule on request")
  func extrapolation() throws {
    let spec = try #require(cli(["bezier", "0", "0.9", "0.1", "1", "--at", "-0.1", "--format", "json"]).json?.numbers("values"))
    let engine = try #require(cli(["bezier", "0", "0.9", "0.1", "1", "--at", "-0.1", "--extrapolation", "engine", "--format", "json"]).json?.numbers("values"))
    #expect(abs(spec[0] - -1) < 1e-15)
    #expect(engine == [0])
  }

  @Test("Bad input: x outside [0, 1], y past ±1e12, wrong count, NaN, unknown preset → exit 64", arguments: [
    (["1.5", "0", "0.5", "1"], "The value '1.5' is invalid for 'x1': x control points must lie in [0, 1]"),
    (["0", "16", "1", "1e308"], "The value '1e308' is invalid for 'y2': y control points must lie within ±1e12"),
    (["0.3", "-1.000000000001e12", "0.7", "1"], "The value '-1.000000000001e12' is invalid for 'y1'"),
    (["cubic-bezier(0.3, 0, 0.7, 2e12)"], "'y2': y control points must lie within ±1e12"),
    (["0.5", "0", "-0.1", "1"], "'x2'"),
    (["0.5", "0", "0.5"], "expected four numbers (x1 y1 x2 y2), a preset name or \"cubic-bezier(…)\", got 3 values"),
    (["0.5", "nan", "0.5", "1"], "'y1': must be a finite number"),
    (["0.5", "abc", "0.5", "1"], "'y1': not a number"),
    (["ease-inout"], "Did you mean 'ease-in-out'?"),
    (["cubic-bezier(0.1, 0.2, 0.3)"], "cubic-bezier() takes four numbers, got 3"),
    (["swiftui.circular-ease-in"], "is not a cubic Bézier"),
    (["ease", "--count", "1"], "must be 2…10,000,000"),
    (["ease", "--at", "nan"], "must be a finite number"),
    (["ease", "--duration", "0"], "must be between 0.001 and 60000"),
    ([], "Missing expected argument '<curve> ...'"),
  ] as [([String], String)])
  func badInput(args: [String], message: String) {
    let r = cli(["bezier"] + args)
    #expect(r.code == 64)
    #expect(r.err.split(separator: "\n").first?.contains(message) == true, "\(r.err)")
  }

  /// At the largest y control points accepted the report is still exact:
  /// its range against the extremes of the Bernstein form, found in the test
  /// by a scan and a ternary search (the Bernstein terms stay finite for any
  /// y; the power basis the analysis uses forms about 81·y², which
  /// overflowed past |y| ≈ 1e153 and printed y = nan).
  @Test("At y = ±1e12 the range is exact and every number finite")
  func largestY() throws {
    for (y1, y2) in TestTier.cases([(1e12, -1e12)], exhaustive: [(1e12, -1e12), (-1e12, 1e12), (1e12, 1e12)]) {
      let r = cli(["bezier", "0.3", "\(y1)", "0.7", "\(y2)", "--format", "json"])
      #expect(r.code == 0)
      let range = try #require(r.json?.object("range"))
      func y(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
      func extreme(_ sign: Double) -> Double {
        let k = (0...1000).max { sign * y(Double($0) / 1000) < sign * y(Double($1) / 1000) } ?? 0
        var (a, b) = (max(0, Double(k - 1) / 1000), min(1, Double(k + 1) / 1000))
        for _ in 0..<200 {
          let (m1, m2) = (a + (b - a) / 3, b - (b - a) / 3)
          if sign * y(m1) < sign * y(m2) { a = m1 } else { b = m2 }
        }
        return y((a + b) / 2)
      }
      let (lo, hi) = (extreme(-1), extreme(1))
      let scale = max(abs(lo), abs(hi))
      #expect(abs((range.number("min") ?? .nan) - lo) <= 1e-12 * scale, "\(range) \(lo)")
      #expect(abs((range.number("max") ?? .nan) - hi) <= 1e-12 * scale, "\(range) \(hi)")
    }
  }

  @Test("Any curve-language Bézier is accepted; other curves are refused by kind; names get a did-you-mean over every curve name")
  func expressions() throws {
    // SwiftUI's .easeInOut and Android's FastOutSlowIn are the Béziers
    // their platforms document: (0.42, 0, 0.58, 1) and (0.4, 0, 0.2, 1).
    for (expression, numbers) in [(".easeInOut", ["0.42", "0", "0.58", "1"]), ("PathInterpolator(0.4, 0, 0.2, 1)", ["0.4", "0", "0.2", "1"])] {
      let given = cli(["bezier", expression, "--format", "csv", "--count", "201"])
      let direct = cli(["bezier"] + numbers + ["--format", "csv", "--count", "201"])
      #expect(given.code == 0 && given.out == direct.out, "\(expression)")
    }
    let named = try #require(cli(["bezier", ".easeInOut", "--format", "json"]).json)
    #expect(named["preset"]?.stringValue == ".easeInOut")
    #expect(try #require(cli(["bezier", "PathInterpolator(0.4, 0, 0.2, 1)", "--format", "json"]).json)["preset"] == .null)
    let spring = cli(["bezier", ".bouncy"])
    #expect(spring.code == 64 && spring.err.contains("a spring, not a cubic Bézier"))
    let steps = cli(["bezier", "steps(4)"])
    #expect(steps.code == 64 && steps.err.contains("a steps() easing, not a cubic Bézier"))
    let typo = cli(["bezier", ".easeInOt"])
    #expect(typo.code == 64 && typo.err.contains("Did you mean '.easeInOut'?"))
  }
  // The everyday tier runs the long case (3,000 samples) and the engine
  // case; the exhaustive tier all four, the long one with 40,000.
  @Test("JSON streams its samples: the bytes of the document built whole", arguments: TestTier.cases(
    [
      (["0.68", "-0.55", "0.265", "1.55", "--format", "json", "--count", "3000"], 3000),
      (["ease", "--engine", "webkit", "--duration", "2", "--count", "2", "--format", "json"], 2),
    ],
    exhaustive: [
      (["ease", "--format", "json"], 101),
      (["0.68", "-0.55", "0.265", "1.55", "--format", "json", "--count", "40000"], 40000),
      (["ease-in-out", "--at", "0.1,0.5,-0.2,1.3", "--extrapolation", "engine", "--format", "json"], 4),
      (["ease", "--engine", "webkit", "--duration", "2", "--count", "2", "--format", "json"], 2),
    ]))
  func streamedJSON(args: [String], count: Int) throws {
    let r = cli(["bezier"] + args)
    #expect(r.code == 0, "\(r.err)")
    // The same analysis and samples, as one tree written by JSON.text.
    guard case .run(let parsed) = try Parser.parse(["bezier"] + args, root: CurveTool.rootSpec) else {
      Issue.record("not a command line: \(args)")
      return
    }
    let command = try BezierCommand(parsed)
    let grid = command.xs.map { TimeGrid(.given($0)) } ?? TimeGrid(.even(duration: 1, count: command.count ?? 101))
    let result = BezierResult(
      bezier: command.bezier, presetName: command.presetName, engine: command.engine, duration: command.duration,
      extrapolation: command.extrapolation, xs: grid)
    let whole = JSONSchema.bezier.document(
      result.analysis + [
        SampledData.times.member(grid.map { $0 * command.duration }), SampledData.keyTimes.member(Array(grid)),
        SampledData.values.member(grid.map(result.y)),
      ])
    #expect(grid.count == count)
    #expect(r.out == whole.text() + "\n")
  }
}
