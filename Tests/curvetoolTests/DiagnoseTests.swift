// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

@Suite("curvetool diagnose")
struct DiagnoseTests {
  /// The diagnostics of a kfloop/1 text, by code.
  func codes(_ text: String) throws -> [String: Diagnosis] {
    let doc = try KfloopReader.read(Array(text.utf8))
    return Dictionary(uniqueKeysWithValues: Diagnostics.run(doc).findings.map { ($0.code.rawValue, $0) })
  }

  /// A file of timelines (JSON fragments) and controls.
  func file(_ timelines: [String], controls: [String] = [], extra: String = "") -> String {
    "{\"format\": \"kfloop/1\", \"timelines\": [\(timelines.joined(separator: ","))], \"controls\": [\(controls.joined(separator: ","))]\(extra)}"
  }

  /// A looping timeline: y goes 0 → 100 → 0 in two cubic halves of `d`.
  func loop(_ id: String, _ d: Double, playback: String = "", keyframes: String? = nil) -> String {
    let frames = keyframes ?? "{\"type\": \"cubic\", \"to\": 100, \"duration\": \(d / 2)}, {\"type\": \"cubic\", \"to\": 0, \"duration\": \(d / 2)}"
    return "{\"id\": \"\(id)\", \"initialValue\": {\"y\": 0}, \"tracks\": [{\"keyPath\": \"y\", \"keyframes\": [\(frames)]}], \"playback\": {\"mode\": \"repeating\"\(playback)}}"
  }

  @Test("The seed: the numbers of docs/diagnose.md §1")
  func seed() throws {
    let r = cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    let j = try #require(r.json)
    #expect(j.string("schema") == "curvetool.diagnose/1")
    let diagnostics = try #require(j.array("diagnostics"))
    #expect(diagnostics.prefix(3).map { $0.string("code") } == ["D01", "D02", "D06"], "the verdict: D01 and D02, D06 worse at each fire")
    func find(_ code: String) throws -> JSON { try #require(diagnostics.first { $0.string("code") == code }) }
    // D01: beats 6, 3.5 and 8.4 s; restarts together 6, 7, 8.4 s and 42 s for all.
    let d01 = try find("D01").object("details")
    let pairs = try #require(d01?.array("pairs"))
    #expect(pairs.map { $0.number("beat") ?? 0 }.map { ($0 * 1e9).rounded() / 1e9 } == [6, 3.5, 8.4])
    #expect(pairs.map { $0.number("restartTogether") ?? 0 }.map { ($0 * 1e9).rounded() / 1e9 } == [6, 7, 8.4])
    #expect(abs((d01?.number("restartTogether") ?? 0) - 42) < 1e-9)
    // D02: periods 1.0, 1.2, 1.4 against 2.0.
    let d02 = try #require(find("D02").array("details"))
    #expect(d02.map { $0.number("period") ?? 0 }.map { ($0 * 1e12).rounded() / 1e12 } == [1, 1.2, 1.4])
    #expect(d02.allSatisfy { $0.number("intended") == 2 })
    // D03: the first springs stop 0.033, 0.018, 0.010 short (ε 1e-3 settle 0.735 s).
    let d03 = try #require(find("D03").array("details"))
    let first = d03.filter { $0.number("keyframe") == 0 }
    for (entry, (residual, velocity)) in zip(first, [(0.033, -0.33), (0.018, -0.19), (0.010, -0.10)]) {
      #expect(abs((entry.number("residual") ?? 0) - residual) < 0.0006)
      #expect(abs((entry.number("velocityAtCut") ?? 0) - velocity) < 0.006)
      #expect(abs((entry.number("settlingDuration") ?? 0) - 0.735) < 0.0005)
    }
    // D04: scale seams −0.0023/+0.021, −0.0011/+0.011, −0.0006/+0.006; offsetY 0.
    let d04 = try #require(find("D04").array("details"))
    let scale = d04.filter { $0.string("keyPath") == "scale" }
    for (entry, (jump, kink)) in zip(scale, [(-0.0023, 0.021), (-0.0011, 0.011), (-0.0006, 0.006)]) {
      #expect(abs((entry.number("jump") ?? 0) - jump) < 0.00006)
      #expect(abs((entry.number("kink") ?? 0) - kink) < 0.0006)
    }
    #expect(d04.filter { $0.string("keyPath") == "offsetY" }.allSatisfy { $0.number("jump") == 0 && $0.number("kink") == 0 })
    // D06: at the 3.0 s fire, phases 0, 0.5, 0.143; offsetY jumps 0, 100, 19.8.
    let fires = try #require(find("D06").array("details")).filter { $0.number("time") == 3 }
    #expect(fires.map { $0.string("timeline") } == ["ball1", "ball2", "ball3"])
    for (f, (phase, jump)) in zip(fires, [(0.0, 0.0), (0.5, 100.0), (1.0 / 7, 19.8)]) {
      #expect(abs((f.number("phase") ?? -1) - phase) < 1e-9)
      #expect(abs((f.object("jumps")?.number("offsetY") ?? 0) - jump) < 0.05)
    }
    // The text names the timer pattern: 3, 6 and 21 s.
    let text = cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage]).out
    for p in ["repeats every 3 s", "repeats every 6 s", "repeats every 21 s", "all 3 restart together every 42 s"] {
      #expect(text.contains(p), "\(p)")
    }
  }

  @Test("--write-fixed pads every loop to the shared period; the result is clean of D01 and D02")
  func writeFixed() throws {
    let fixedPath = Scratch.path("fixed.json")
    defer { try? FileManager.default.removeItem(atPath: fixedPath) }
    #expect(cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--write-fixed", fixedPath]).code == 0)
    let codes = try self.codes(String(contentsOfFile: fixedPath, encoding: .utf8))
    #expect(codes["D01"] == nil && codes["D02"] == nil)
    #expect(codes["D06"] != nil, "the 3 s timer still lands at phase 0.5 of a 2 s loop")
  }

  @Test("Every diagnostic has a case that triggers it and one that must not")
  func triggers() throws {
    // D01
    #expect(try codes(file([loop("a", 1), loop("b", 1.2)]))["D01"] != nil)
    #expect(try codes(file([loop("a", 1), loop("b", 1)]))["D01"] == nil)
    // D02
    #expect(try codes(file([loop("a", 1, playback: ", \"intendedPeriod\": 2")]))["D02"] != nil)
    #expect(try codes(file([loop("a", 1, playback: ", \"intendedPeriod\": 1")]))["D02"] == nil)
    let unequal = "{\"id\": \"u\", \"tracks\": [{\"keyPath\": \"y\", \"keyframes\": [{\"type\": \"cubic\", \"to\": 1, \"duration\": 1}]}, {\"keyPath\": \"x\", \"keyframes\": [{\"type\": \"cubic\", \"to\": 1, \"duration\": 0.5}]}], \"playback\": {\"mode\": \"repeating\"}}"
    #expect(try codes(file([unequal]))["D02"] != nil)
    // D03
    let shortSpring = "{\"type\": \"spring\", \"to\": 100, \"duration\": 0.2}, {\"type\": \"cubic\", \"to\": 0, \"duration\": 0.8}"
    let settledSpring = "{\"type\": \"spring\", \"to\": 100, \"duration\": null}, {\"type\": \"cubic\", \"to\": 0, \"duration\": 0.8}"
    #expect(try codes(file([loop("a", 1, keyframes: shortSpring)]))["D03"] != nil)
    #expect(try codes(file([loop("a", 1, keyframes: settledSpring)]))["D03"] == nil)
    // D04
    #expect(try codes(file([loop("a", 1, keyframes: "{\"type\": \"cubic\", \"to\": 100, \"duration\": 1}")]))["D04"] != nil)
    #expect(try codes(file([loop("a", 1)]))["D04"] == nil)
    // D05
    #expect(try codes(file([loop("a", 1), loop("b", 1, playback: ", \"startAt\": 0.05")]))["D05"] != nil)
    #expect(try codes(file([loop("a", 1), loop("b", 1)]))["D05"] == nil)
    // D06
    func timer(_ interval: Double, _ extra: String = "") -> String {
      "{\"id\": \"t\", \"type\": \"timer\", \"interval\": \(interval), \"runLoopMode\": \"common\", \"action\": {\"op\": \"toggle\", \"field\": \"repeating\", \"initial\": true}, \"targets\": [\"a\"]\(extra)}"
    }
    let controlled = loop("a", 1, playback: ", \"repeating\": {\"control\": \"t\"}")
    #expect(try codes(file([controlled], controls: [timer(1.5)]))["D06"] != nil)
    #expect(try codes(file([controlled], controls: [timer(2)]))["D06"] == nil)
    // D07
    #expect(try codes(file([controlled], controls: [timer(2, ", \"chained\": true")]))["D07"] != nil)
    #expect(try codes(file([controlled], controls: [timer(2)]))["D07"] == nil)
    // D08
    #expect(try codes(file([loop("a", 1.01)]))["D08"] != nil)
    #expect(try codes(file([loop("a", 1)]))["D08"] == nil)
    // D09
    let kink = "{\"type\": \"cubic\", \"to\": 100, \"duration\": 0.5}, {\"type\": \"cubic\", \"to\": 0, \"duration\": 0.5, \"startVelocity\": -300}"
    #expect(try codes(file([loop("a", 1, keyframes: kink)]))["D09"] != nil)
    #expect(try codes(file([loop("a", 1)]))["D09"] == nil)
    // D10
    #expect(try codes(file([loop("a", 1), loop("b", 1, playback: ", \"clock\": \"wall\"")]))["D10"] != nil)
    #expect(try codes(file([loop("a", 1), loop("b", 1)]))["D10"] == nil)
  }

  @Test("Bad files: the JSON path, exit 65")
  func badFiles() {
    func error(_ text: String) -> String {
      let r = cli(["diagnose", "-"], stdin: text)
      #expect(r.code == 65, "\(text)")
      return r.err.split(separator: "\n").first.map(String.init) ?? ""
    }
    let frames = "{\"type\": \"cubic\", \"to\": 100, \"duration\": 0.5}"
    #expect(error(file([loop("a", 1, keyframes: "{\"type\": \"cubic\", \"to\": 1, \"duration\": true}")])).contains("timelines[0].tracks[0].keyframes[0].duration: expected a number or an expression, found a boolean"))
    #expect(error(file([loop("a", 1, keyframes: "{\"type\": \"cubic\", \"to\": 1, \"duration\": -0.5}")])).contains("keyframes[0].duration: -0.5 must be ≥ 0 seconds"))
    #expect(error(file([loop("a", 1, keyframes: "{\"type\": \"cubik\", \"to\": 1, \"duration\": 1}")])).contains("keyframes[0].type: 'cubik' is not one of linear, cubic, spring, move. Did you mean 'cubic'?"))
    #expect(error(file([loop("a", 1, keyframes: "{\"type\": \"cubic\", \"to\": 1, \"durration\": 1}")])).contains("keyframes[0].durration: unknown key. Did you mean 'duration'?"))
    let unknown = file([loop("a", 1, keyframes: "{\"type\": \"cubic\", \"to\": 1, \"duration\": \"d * 2\"}")])
    #expect(error(unknown).contains("keyframes[0].duration: unknown constant 'd'"), "\(unknown)")
    let cyclic = "{\"format\": \"kfloop/1\", \"let\": {\"a\": \"b + 1\", \"b\": \"a * 2\"}, \"timelines\": [" + loop("x", 1, keyframes: "{\"type\": \"cubic\", \"to\": 1, \"duration\": \"a\"}") + "]}"
    #expect(error(cyclic).contains("cyclic let: a → b → a"))
    #expect(error("{\"format\": \"kfloop/2\", \"timelines\": []}").contains("format: expected \"kfloop/1\""))
    #expect(error("{\"format\": \"kfloop/1\"}").contains("timelines: missing"))
    #expect(error("[1, 2").contains("not valid JSON"))
    #expect(error(file([loop("a", 1, playback: ", \"repeating\": {\"control\": \"nope\"}")])).contains("timelines[0].playback.repeating.control: no control 'nope'"))
    let fastTimer = file([loop("a", 1)], controls: ["{\"id\": \"t\", \"type\": \"timer\", \"interval\": 1e-6, \"action\": {\"op\": \"toggle\", \"field\": \"repeating\"}, \"targets\": [\"a\"]}"])
    #expect(error(fastTimer).contains("controls[0].interval: 1e-6 s: a timer fires at most every millisecond"))
    // Ids: duplicates, and references to timelines and controls, checked through sets.
    #expect(error(file([loop("a", 1), loop("b", 1), loop("a", 2)])).contains("timelines[2].id: duplicate id 'a'"))
    let timer = { (id: String, target: String) in
      "{\"id\": \"\(id)\", \"type\": \"timer\", \"interval\": 1, \"action\": {\"op\": \"toggle\", \"field\": \"repeating\"}, \"targets\": [\"\(target)\"]}"
    }
    #expect(error(file([loop("a", 1)], controls: [timer("t", "a"), timer("t", "a")])).contains("controls[1].id: duplicate id 't'"))
    #expect(error(file([loop("alpha", 1)], controls: [timer("t", "alpah")])).contains("no timeline 'alpah'. Did you mean 'alpha'?"))
    let known = file([loop("a", 1, playback: ", \"repeating\": {\"control\": \"t\"}")], controls: [timer("t", "a")])
    #expect(cli(["diagnose", "-"], stdin: known).code == 0)
    #expect(cli(["diagnose", "/nonexistent/loop.json"]).code == 66)
    _ = frames
  }

  @Test("A source read whole is refused past 16 MiB, before it is parsed (diagnose, bench --compare)", .exhaustiveTier)
  func wholeSourceLimit() throws {
    let limit = InputLimits.wholeSource.maxBytes
    let dir = Scratch.url("whole")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    // A kfloop/1 file padded with spaces to the limit, and one byte more.
    let text = file([loop("a", 1)])
    let atLimit = dir.appendingPathComponent("at.json").path
    try (text + String(repeating: " ", count: limit - text.utf8.count)).write(toFile: atLimit, atomically: true, encoding: .utf8)
    #expect(cli(["diagnose", atLimit, "--format", "json"]).code == 0)
    let over = dir.appendingPathComponent("over.json").path
    try (text + String(repeating: " ", count: limit + 1 - text.utf8.count)).write(toFile: over, atomically: true, encoding: .utf8)
    for args in [["diagnose", over], ["bench", "--compare", over, "--filter", "skbounce"]] {
      let r = cli(args)
      #expect(r.code == 65 && r.out.isEmpty)
      // (bench warns first that a debug build's timings mean nothing.)
      let error = r.err.split(separator: "\n").first { $0.hasPrefix("Error: ") }
      #expect(error?.hasPrefix("Error: '\(over)' is larger than 16 MiB: stopped at byte \(limit)") == true, "\(r.err)")
    }
  }

  @Test("--export-dir writes the file's exports through the writers")
  func exports() throws {
    let dir = Scratch.path("exports")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--export-dir", dir])
    #expect(r.code == 0, "\(r.err)")
    let array = try #require(try JSONReader.parse(String(contentsOfFile: dir + "/ball2.offsetY.json", encoding: .utf8)).numbers("values"))
    // 1.2 s at 60 Hz: 73 values; the apex at 0.6 s is −100.
    #expect(array.count == 73 && array[36] == -100 && array.first == 0 && array.last == 0)
    let lottie = try JSONReader.parse(String(contentsOfFile: dir + "/ball2.scale.json", encoding: .utf8))
    #expect(lottie.number("fr") == 60 && lottie.number("op") == 72)
  }
}
