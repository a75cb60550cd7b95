// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `curvetool lottie --bake` (docs/lottie.md §6): expressions replaced by
/// keyframes whose motion, measured densely here against the expressions'
/// formulas, stays within the stated error; every other byte kept.
@Suite("curvetool lottie --bake")
struct LottieBakeTests {
  static let example = "docs/examples/bounce.lottie.json".inPackage

  /// docs/examples/bounce.lottie.json's x: linear 100 → 400 px over frames
  /// 0…30 at 60 fps (600 px/s), then the inertial bounce (amp 0.05, freq 4,
  /// decay 8) after the key at 0.5 s.
  static func x(_ t: Double) -> Double {
    if t < 0.5 { return 100 + 600 * Swift.max(t, 0) }
    let u = t - 0.5
    return 400 + 600 * 0.05 * sin(4 * u * 2 * .pi) / exp(8 * u)
  }

  /// Its scale: 100 → 120 % over 0.5 s, then loopOut("pingpong").
  static func scale(_ t: Double) -> Double {
    let k = (t / 0.5).rounded(.down)
    var w = t - k * 0.5
    if t > 0.5, Int(k) % 2 == 1 { w = 0.5 - w }
    if t <= 0.5 { w = t }
    return 100 + 20 * w / 0.5
  }

  static func property(_ json: JSON, _ steps: [String]) throws -> LottieDocument.Property {
    var node = json
    for s in steps {
      if let i = Int(s) {
        let items = try #require(node.arrayValue)
        node = items[i]
      } else {
        node = try #require(node[s])
      }
    }
    var walker = LottieReader.Walker(assets: [])
    walker.property(node["k"]?.arrayValue ?? [], path: steps.joined(separator: "."), layer: nil, start: 0, stretch: 1, via: [])
    #expect(walker.notes.isEmpty && node["x"] == nil)
    return try #require(walker.properties.first)
  }

  @Test("The baked motion stays within --max-error of the expressions', measured at 256 points a frame; keys on whole frames; velocity kept at keys", arguments: [0.1, 0.01])
  func withinError(_ tolerance: Double) throws {
    let out = Scratch.path("baked-\(tolerance).json")
    let r = cli(["lottie", Self.example, "--bake", "-o", out, "--max-error", "\(tolerance)", "--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    let report = try #require(r.json)
    let baked = try #require(report["baked"]?.arrayValue)
    #expect(baked.compactMap { $0["path"]?.stringValue } == ["layers[0].ks.p.x", "layers[0].ks.s"])
    let stated = baked.compactMap { $0["error"]?.doubleValue }
    let written = try JSONReader.parse(Array(try #require(FileManager.default.contents(atPath: out))))
    let x = try Self.property(written, ["layers", "0", "ks", "p", "x"])
    let s = try Self.property(written, ["layers", "0", "ks", "s"])
    #expect((x.keyframes + s.keyframes).allSatisfy { $0.frame == $0.frame.rounded() })
    var worstX = 0.0
    var worstS = 0.0
    for j in 0...(90 * 256) {
      let frame = Double(j) / 256
      let t = frame / 60
      worstX = Swift.max(worstX, Swift.abs(x.value(atFrame: frame)[0] - Self.x(t)))
      let sv = s.value(atFrame: frame)
      worstS = Swift.max(worstS, Swift.abs(sv[0] - Self.scale(t)), Swift.abs(sv[1] - Self.scale(t)), Swift.abs(sv[2] - 100))
    }
    // The statement is measured at 64 points a frame: a denser look finds
    // at most a hair more, and both stay within the tolerance.
    #expect(stated.count == 2 && stated.allSatisfy { $0 <= tolerance })
    #expect(worstX <= tolerance && worstX <= stated[0] * 1.001 + 1e-12, "x: \(worstX), stated \(stated[0])")
    #expect(worstS <= tolerance && worstS <= stated[1] * 1.001 + 1e-12, "scale: \(worstS), stated \(stated[1])")
    // Velocity through every key: the baked motion's one-sided slopes match
    // the expression's (at frame 30 the expression itself turns from 600 to
    // 600·0.05·8π px/s).
    for k in x.keyframes.dropFirst().dropLast() {
      let h = 1e-4
      let t = k.frame / 60
      let right = (x.value(atFrame: k.frame + h * 60)[0] - x.value(atFrame: k.frame)[0]) / h
      let want = (Self.x(t + h) - Self.x(t)) / h
      #expect(Swift.abs(right - want) <= 0.01 * 754 + 10 * tolerance / (1 / 60.0), "frame \(k.frame): \(right) px/s, the expression \(want)")
    }
    // No more keys than the swings that matter: the bounce's turning points
    // (every 3.75 frames from tan(8πu) = π) that stand further than the
    // tolerance from the rest value, plus the start, the key and the end;
    // the pingpong needs exactly its four corners.
    let u0 = atan(Double.pi) / (8 * .pi)
    let swings = (0..<40).map { u0 + Double($0) / 8 }.filter { $0 < 1 && Swift.abs(Self.x(0.5 + $0) - 400) > tolerance }
    #expect(x.keyframes.count <= swings.count + 3, "\(x.keyframes.count) keys for \(swings.count) swings")
    #expect(s.keyframes.count == 4)
  }

  @Test("Every byte outside the baked properties is kept; what cannot run stays in place, named with its reason")
  func bytesKept() throws {
    let input = try #require(FileManager.default.contents(atPath: Self.example)).map { $0 }
    let r = cli(["lottie", Self.example, "--bake", "-o", "-"])
    #expect(r.code == 0)
    let output = Array(r.out.utf8)
    // The two baked property objects, as found in each file.
    let paths: [[JSONSpans.Step]] = [
      [.key("layers"), .index(0), .key("ks"), .key("p"), .key("x")], [.key("layers"), .index(0), .key("ks"), .key("s")],
    ]
    let before = paths.compactMap { JSONSpans.range(of: $0, in: input) }
    let after = paths.compactMap { JSONSpans.range(of: $0, in: output) }
    #expect(before.count == 2 && after.count == 2)
    guard before.count == 2, after.count == 2 else { return }
    // The scale comes after x in the file.
    #expect(input[..<before[0].lowerBound] == output[..<after[0].lowerBound])
    #expect(input[before[0].upperBound..<before[1].lowerBound] == output[after[0].upperBound..<after[1].lowerBound])
    #expect(input[before[1].upperBound...] == output[after[1].upperBound...])
    // The wiggle on the rotation is kept, and reported on standard error.
    let json = try JSONReader.parse(output)
    let layer = try #require(json["layers"]?.arrayValue?.first)
    #expect(layer["ks"]?["r"]?["x"]?.stringValue?.contains("wiggle(2, 10)") == true)
    #expect(r.err.contains("layers[0].ks.r \"Ball\": wiggle: 'wiggle' is not deterministic"))
    #expect(r.err.contains("layers[0].ks.p.x \"Ball\": inertial bounce →"))
  }

  @Test("Refusals: --bake without --output, --max-error without --bake or out of range (64); an unwritable output (73) leaves nothing")
  func refusals() {
    let a = cli(["lottie", Self.example, "--bake"])
    #expect(a.code == 64 && a.err.contains("--bake writes a Lottie file: give --output FILE"))
    let b = cli(["lottie", Self.example, "--max-error", "0.1"])
    #expect(b.code == 64 && b.err.contains("--max-error is the tolerance of --bake"))
    let c = cli(["lottie", Self.example, "--bake", "-o", "-", "--max-error", "0"])
    #expect(c.code == 64 && c.err.contains("--max-error"))
    let d = cli(["lottie", Self.example, "--bake", "-o", "/nonexistent-folder/x.json"])
    #expect(d.code == 73 && d.out.isEmpty)
  }

  @Test("A property without keyframes, a layer clock not modelled, an expression that does not parse: named, left in place")
  func leftInPlace() throws {
    let text = LottieReaderTests.file(#"""
      [{"ty": 4, "nm": "A", "ip": 0, "op": 60, "st": 0, "ks": {
         "o": {"a": 0, "k": 50, "x": "value + Math.sin(time * 2 * Math.PI) * 10"},
         "r": {"a": 0, "k": 0, "x": "for (;;) {}"}}},
       {"ty": 4, "nm": "B", "ip": 0, "op": 60, "st": 5, "ks": {"o": {"a": 0, "k": 50, "x": "value"}}}]
      """#)
    let r = LottieBake.bake(bytes: Array(text.utf8), json: try JSONReader.parse(text), tolerance: 0.01)
    #expect(r.baked.map(\.path) == ["layers[0].ks.o"])
    #expect(r.left.map(\.path) == ["layers[0].ks.r", "layers[1].ks.o"])
    #expect(r.left.first?.reason == "character 1: 'for' is not read, found for")
    #expect(r.left.last?.reason.contains("st = 5") == true)
    // The sine on a still opacity: 50 + 10·sin(2πt), baked within 0.01.
    let written = try JSONReader.parse(r.bytes)
    let o = try Self.property(written, ["layers", "0", "ks", "o"])
    var worst = 0.0
    for j in 0...(60 * 64) {
      let f = Double(j) / 64
      worst = Swift.max(worst, Swift.abs(o.value(atFrame: f)[0] - (50 + sin(f / 30 * 2 * .pi) * 10)))
    }
    #expect(worst <= 0.01)
  }

  @Test("Hostile expressions end quickly, named: nesting past 200 levels, loops past the budget, a window repeated too often")
  func hostile() throws {
    let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
    let endless = "x = 0; while (x < 1e9) { x++ } value"
    let busy = "k = 0; n = 0; while (k < 90000) { k++ } value"
    let text = LottieReaderTests.file(#"""
      [{"ty": 4, "ip": 0, "op": 60, "st": 0, "ks": {
         "o": {"a": 0, "k": 50, "x": "\#(deep)"},
         "r": {"a": 0, "k": 0, "x": "\#(endless)"},
         "s": {"a": 0, "k": [100, 100], "x": "\#(busy)"}}}]
      """#)
    let r = LottieBake.bake(bytes: Array(text.utf8), json: try JSONReader.parse(text), tolerance: 0.1)
    #expect(r.baked.isEmpty)
    let reasons = r.left.map(\.reason)
    #expect(reasons.count == 3)
    #expect(reasons[0].contains("nesting deeper than 200 levels"))
    #expect(reasons[1].contains("a loop that runs more than 100000 times"))
    #expect(reasons[2].contains("its loops run more than 5000000 times"))
    // A remap repeating every 0.001 frame over 60 frames.
    let tiny = LottieReaderTests.file(
      #"[{"ty": 0, "refId": "a", "ks": {}, "tm": {"a": 1, "x": "loopOut('cycle')", "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}}, {"t": 0.001, "s": [0.001]}]}}]"#,
      assets: #"[{"id": "a", "layers": [{"ty": 4, "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}}, {"t": 0.001, "s": [100]}]}}}]}]"#)
    let loops = LottieLoops.timeline(try LottieReaderTests.read(tiny), id: "tiny")
    #expect(loops.timeline == nil)
    #expect(loops.notes.contains { $0.what.contains("repeats more than 10000 times") })
  }
}
