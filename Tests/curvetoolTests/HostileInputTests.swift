// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Every reproduction of the hostile-input reports, each ending at once with
/// its documented exit code and a one-line error naming what was wrong.
@Suite("Hostile input: extreme numbers, deep nesting, huge work")
struct HostileInputTests {
  static let recorded = "docs/examples/recorded-bounce.csv".inPackage

  /// (arguments, exit code, a fragment of the first stderr line).
  static let refusals: [([String], Int32, String)] = [
    (["analyze", "ease", "--from", "1e16", "--to", "1e16"], 64, "'--from <value>': must be between -1e9 and 1e9"),
    (["bounce", "--to", "1e308"], 64, "'--to <value>': must be between -1e9 and 1e9"),
    (["plot", "ease", "--from", "-1e308", "--to", "1e308"], 64, "must be between -1e9 and 1e9"),
    (["fit", recorded, "-m", "cubic-bezier", "--duration", "1e308"], 64, "must be between 0.001 and 60000"),
    (["convert", "ease-in-out", "--duration", "1e308"], 64, "must be between 0.001 and 60000"),
    (["convert", "bounce(bounces: 2)", "--duration", "5e-324"], 64, "must be between 0.001 and 60000"),
    (["export", "bounce(bounces: 2)", "-f", "css-linear", "--duration", "5e-324"], 64, "must be between 0.001 and 60000"),
    (["spring", "--fps", "1e308"], 64, "'--fps <fps>': must be between 1 and 1000"),
    (["spring", "--fps", "5e-324", "--engine", "android"], 64, "must be between 1 and 1000"),
    (["export", "ease", "-f", "svg", "--from", "1e25", "--to", "1e25"], 64, "must be between -1e9 and 1e9"),
    (["spring", "--fps", "1e8"], 64, "must be between 1 and 1000"),
    (["spring", "--stiffness", "1e308", "--damping", "10"], 64, "natural frequency √(k/m) 1e154 must be in 0.01…10000 rad/s"),
    (["spring", "--mass", "1e-9", "--stiffness", "100", "--damping", "10"], 64, "natural frequency"),
    (["spring", "--bounciness", "100000", "--speed", "10"], 64, "damping ratio"),
    (["sample", "bounce(bounces: 2)", "--from", "1e308"], 64, "must be between -1e9 and 1e9"),
    (["spring", "--damping-ratio", "5e-324", "--response", "0.5"], 64, "damping ratio 4.94066e-324 must be in 0 or 1e-6…1e6"),
    (["sample", "bounce(bounces: 2, from: 0, to: 1e308)"], 64, "the end value 1e308 is out of range"),
    (["sample", "cubic-bezier(0.34, 1e308, 0.64, 1)"], 64, "y1 1e308 is outside ±1e12: y control points must lie within ±1e12"),
    (["sample", "cubic-bezier(0.34, 1e12, 0.64, 1)", "--to", "10"], 64, "values must stay within ±1e12"),
    (["analyze", "damped-cosine(amplitude: -1, decay: 5, omega: 1e9, offset: 1)"], 64, "omega 1e9 must be between 0 and 1e6 rad/s"),
    (["convert", "Spring(mass: 1e308, stiffness: 100, damping: 10)"], 64, "natural frequency"),
    (["sample", "steps(100000000)"], 64, "must be a whole number from 1 to 999999"),
    (["sample", "ease", "--to", "5e-324"], 64, "too small to represent"),
    (["sample", "ease", "--at", "1e308"], 64, "'--at <t[,t…]>': must be between -60000 and 60000"),
    (["spring", "--android-threshold", "1e308"], 64, "a number from 1e-12 to 1e9"),
    (["export", ".bouncy", "-f", "lottie", "--duration", "60000", "--fps", "1000"], 64, "lottie: 60000 s at 1000 fps needs 60000001 keyframes, more than the 1,000,000 the budget allows"),
    // Every export is built in memory: 10^6 keyframes at most; sample streams.
    (["export", ".bouncy", "-f", "css-keyframes", "--duration", "1000.1", "--fps", "1000"], 64, "needs 1000101 keyframes, more than the 1,000,000 the budget allows; lower the frame rate or the duration; curvetool sample --format csv|json streams up to 10,000,000 samples"),
    (["export", ".bouncy", "-f", "json", "--duration", "2000", "--fps", "1000"], 64, "json: 2000 s at 1000 fps needs 2000001 keyframes"),
    (["sample", String(repeating: "[", count: 100_000)], 64, "nested deeper than 256 levels (the limit)"),
    (["fit", "/dev/zero"], 65, "'/dev/zero' is binary: a NUL byte at byte 0 (line 1)"),
    (["diagnose", "/dev/zero"], 65, "is binary"),
    (["fit", Scratch.folder.path], 66, "is a directory, not a file"),
  ]

  @Test("Each reproduction ends with its documented code and a one-line error", arguments: refusals)
  func refused(_ args: [String], _ code: Int32, _ fragment: String) {
    let r = cli(args)
    #expect(r.code == code, "\(args.prefix(4))")
    // (A duration over 10 s is warned about first, on its own line.)
    let first = r.err.split(separator: "\n").first { !$0.hasPrefix("warning: ") }.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(fragment), "\(first)")
    #expect(first.count < 400, "one short line")
    #expect(r.out.isEmpty)
  }

  @Test("Work that finishes now stays finite: linear() tolerance, a 1000-bounce conversion")
  func formerlySlowWork() {
    let tight = cli(["export", ".bouncy", "-f", "css-linear", "--max-error", "1e-9"])
    #expect(tight.code == 0)
    #expect(tight.err.contains("max error"))
    let many = cli(["convert", "bounce(bounces: 1000)", "--as", "cubic-bezier"])
    #expect(many.code == 0 || many.code == 65)
  }

  /// A linear() with `n` stops: evenly spaced outputs 0…1.
  static func stops(_ n: Int) -> String {
    (0..<n).map { NumberText.text(Double($0) / Double(n - 1), .significant(8)) }.joined(separator: ", ")
  }

  @Test("linear() with 100,000 stops reads (the reader is linear in its input)")
  func longLinear() throws {
    let easing = try CSSLinearParser.parse(Self.stops(100_000), offset: 7)
    #expect(easing.points.count == 100_000)
    #expect(abs(easing.progress(at: 0.5) - 0.5) < 1e-8)
  }

  @Test("css-linear's text reads back to exactly the easing whose error it states")
  func cssLinearRoundTrip() throws {
    for decimals in [2, 4, 7, 12] {
      let exact = LinearEasing(points: (0...50).map { .init(input: Double($0) * 2, output: sin(Double($0) / 7)) })
      let text = LinearEasingWriter.css(exact, decimals: decimals)
      let parsed = try CSSLinearParser.parse(String(text.dropFirst("linear(".count).dropLast()), offset: 0)
      #expect(parsed == LinearEasingWriter.rounded(exact, decimals: decimals))
    }
  }

  @Test("Nesting limits: curve expressions, calc(), JSON, kfloop lets and durations")
  func nestingLimits() throws {
    let calc = cli(["sample", "linear(0, calc(" + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + "), 1)"])
    #expect(calc.code == 64 && calc.err.contains("calc() nested deeper than 256 levels"))
    let deepJSON = Array((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8)
    #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(deepJSON) }
    // At the limit it still reads.
    let atLimit = Array((String(repeating: "[", count: 256) + String(repeating: "]", count: 256)).utf8)
    #expect(throws: Never.self) { try JSONReader.parse(atLimit) }

    var doc = try Self.example()
    var lets = "\"c0\": 1"
    for i in 1..<10_000 { lets += ", \"c\(i)\": \"c\(i - 1) + 0\"" }
    doc = doc.replacingOccurrences(of: "\"let\": { \"fullDuration\": 2.0 }", with: "\"let\": { \"fullDuration\": 2.0, \(lets) }")
      .replacingOccurrences(of: "\"let\": { \"d\": 1.0 }", with: "\"let\": { \"d\": \"c9999\" }")
    let chain = cli(["diagnose", "-"], stdin: doc)
    #expect(chain.code == 65 && chain.err.contains("let constants refer through more than 256 others (the limit)"))

    let parens = try Self.example().replacingOccurrences(
      of: "\"let\": { \"d\": 1.0 }",
      with: "\"let\": { \"d\": \"" + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + "\" }")
    let p = cli(["diagnose", "-"], stdin: parens)
    #expect(p.code == 65 && p.err.contains("nested deeper than 256 levels (the limit)"))
    #expect(p.err.split(separator: "\n").first!.count < 300)
  }

  static func example() throws -> String {
    try String(contentsOfFile: "docs/examples/bouncing-balls.json".inPackage, encoding: .utf8)
  }

  @Test("A 1 ms timer over 24 h is refused up front; a 3 s timer over 4 h runs; D06 lists at most 100 fires")
  func timerBudget() throws {
    let fast = try Self.example().replacingOccurrences(of: "\"interval\": 3.0", with: "\"interval\": 0.001")
    let r = cli(["diagnose", "-", "--horizon", "86400"], stdin: fast)
    #expect(r.code == 64 && r.err.contains("more than the 1000000 the budget allows"))
    let long = cli(["diagnose", "-", "--horizon", "14400", "--format", "json"], stdin: try Self.example())
    #expect(long.code == 0)
    let d06 = long.json?.array("diagnostics")?.first { $0.string("code") == "D06" }
    if let details = d06?.array("details") {
      #expect(details.count <= LoopLimits.listing + 1)
      #expect(details.last?.number("omitted") != nil)
    }
  }

  @Test("Exports past the budget are refused before anything is written")
  func exportBudget() throws {
    let dir = Scratch.url("curvetool")
    let longKeyframe = try Self.example().replacingOccurrences(
      of: "{ \"type\": \"cubic\", \"to\": -100, \"duration\": \"d*0.5\" },\n          { \"type\": \"cubic\", \"to\": 0,    \"duration\": \"d*0.5\" } ] } ],\n      \"playback\": { \"mode\": \"repeating\", \"repeating\": { \"control\": \"toggleTimer\" },\n                    \"startAt\": 0.0, \"padTo\": null, \"intendedPeriod\": \"fullDuration\" } },\n    { \"id\": \"ball3\"",
      with: "{ \"type\": \"cubic\", \"to\": -100, \"duration\": 1e9 },\n          { \"type\": \"cubic\", \"to\": 0,    \"duration\": \"d*0.5\" } ] } ],\n      \"playback\": { \"mode\": \"repeating\", \"repeating\": { \"control\": \"toggleTimer\" },\n                    \"startAt\": 0.0, \"padTo\": null, \"intendedPeriod\": \"fullDuration\" } },\n    { \"id\": \"ball3\"")
    #expect(longKeyframe != (try Self.example()))
    let r = cli(["diagnose", "-", "--export-dir", dir.path], stdin: longKeyframe)
    // The file's export entry asks too much: bad data, named as the file names it.
    #expect(r.code == 65 && r.err.contains("the budget allows"), "\(r.err.prefix(200))")
    let longLottie = try Self.example().replacingOccurrences(
      of: "\"span\": \"period\", \"as\": \"lottie\"", with: "\"span\": 86400, \"as\": \"lottie\"")
    let l = cli(["diagnose", "-", "--export-dir", dir.path], stdin: longLottie)
    #expect(l.code == 65 && l.err.contains("export[1] (\"as\": \"lottie\"): 86400 s at 60 fps needs 5184001 keyframes, more than the 1,000,000"), "\(l.err)")
  }

  @Test("Ids become identifiers in CSS @keyframes names and code")
  func escapedNames() throws {
    let doc = try Self.example().replacingOccurrences(of: "\"ball2\"", with: "\"b{x}; @import 'y'\"")
      .replacingOccurrences(of: "\"as\": \"array\"", with: "\"as\": \"css-keyframes\"")
    let dir = Scratch.url("curvetool")
    let r = cli(["diagnose", "-", "--export-dir", dir.path], stdin: doc)
    #expect(r.code == 0)
    let css = try String(contentsOf: dir.appendingPathComponent("b-x----import--y.offsetY.css"), encoding: .utf8)
    #expect(css.contains("@keyframes b-x----import--y-offsetY {"))
  }

  @Test("A vector key path with 10,000 components diagnoses")
  func wideVector() {
    let n = 10_000
    let zeros = "[" + Array(repeating: "0", count: n).joined(separator: ",") + "]"
    let ones = "[" + Array(repeating: "1", count: n).joined(separator: ",") + "]"
    let doc = """
      {"format": "kfloop/1", "timelines": [{"id": "a", "initialValue": {"p": \(zeros)}, "tracks": [{"keyPath": "p",
      "keyframes": [{"type": "linear", "to": \(ones), "duration": 1}, {"type": "linear", "to": \(zeros), "duration": 1}]}],
      "playback": {"mode": "repeating"}}], "analyze": {"horizon": 2, "sampleHz": 30}}
      """
    let r = cli(["diagnose", "-", "--format", "json"], stdin: doc)
    #expect(r.code == 0)
  }

  @Test("Integrators stop on their step budget instead of running on")
  func integratorBudget() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let r = spring.integrate(.semiImplicitEuler(step: 1e-9), at: [20])
    #expect(r.stopped?.contains("step budget") == true)
    #expect(r.steps == SpringIntegrator.maximumSteps)
  }
}
