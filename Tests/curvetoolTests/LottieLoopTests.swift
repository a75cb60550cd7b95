// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `diagnose` reads Lottie files: each a loop of its composition's length,
/// each property dimension a track, several files played together.
@Suite("diagnose reads Lottie")
struct LottieLoopTests {
  static func model(_ text: String, name: String = "a.json") throws -> KfloopDocument {
    let doc = try LottieReader.read(JSONReader.parse(text))
    let timeline = try #require(LottieLoops.timeline(doc, id: name).timeline)
    let kfloop = JSON.object([("format", .string("kfloop/1")), ("clock", .object([("sampling", .string("exact"))])), ("timelines", .array([timeline]))])
    return try KfloopReader.read(Array(kfloop.text().utf8))
  }

  @Test("A composition loops every (op − ip)/fr; holds before the first and after the last keyframe; eased and hold segments")
  func oneFile() throws {
    // fr 30, ip 0, op 60: 2 s. x: 0 held until frame 6, eased to 100 by
    // frame 21, held to op. Opacity: 100 held (h: 1) until frame 30, then 0.
    let text = LottieReaderTests.file(#"""
      [{"ty": 4, "ks": {
        "p": {"s": true, "x": {"a": 1, "k": [
            {"t": 6, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}}, {"t": 21, "s": [100]}]},
          "y": {"a": 0, "k": 5}},
        "o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 30, "s": [0]}]}
      }}]
      """#, fr: 30)
    let d = try Self.model(text)
    let t = try #require(d.timelines.first)
    #expect(t.period == 2 && t.mode == .repeating)
    let b = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    for frame in stride(from: 0.0, through: 59, by: 0.5) {
      let s = frame / 30
      let x = frame <= 6 ? 0 : frame >= 21 ? 100 : 100 * b.progress(at: (frame - 6) / 15)
      #expect(abs(t.timeline.value("layers[0].ks.p.x", at: s) - x) < 1e-9, "x at frame \(frame)")
      let o = frame < 30 ? 100.0 : 0
      #expect(t.timeline.value("layers[0].ks.o", at: s) == o, "opacity at frame \(frame)")
    }
  }

  /// The loaders of the first seed as Lottie: 1, 1.2 and 1.4 s.
  @Test("Three Lottie loaders of 1, 1.2 and 1.4 s drift, realigning every 42 s; several files take no fix")
  func threeLoaders() throws {
    var paths: [String] = []
    for d in ["1", "1.2", "1.4"] {
      let path = Scratch.path("loader-\(d).json")
      let r = cli(["export", "bounce(bounces: 2)", "-f", "lottie", "--duration", d, "--to", "100", "-o", path])
      #expect(r.code == 0, "\(r.err)")
      paths.append(path)
    }
    let r = cli(["diagnose"] + paths + ["-f", "json"])
    #expect(r.code == 0, "\(r.err)")
    let d01 = r.json?.array("diagnostics")?.first { $0.string("code") == "D01" }
    #expect(d01?.object("details")?.number("restartTogether") == 42)
    let periods = d01?.object("details")?.object("periods")
    // Each period is its keyframes' durations summed, one per frame at 60
    // fps: within one rounding per term of the composition's length.
    for (path, length) in zip(paths, [1.0, 1.2, 1.4]) {
      let p = try #require(periods?.number(path))
      #expect(abs(p - length) <= Double(Int(length * 60)) * length.ulp, "\(path): \(p)")
    }
    let text = cli(["diagnose"] + paths)
    #expect(text.out.contains("op − ip") && text.out.contains("--write-fixed cannot"))
    // Fixing, emitting and diffing take one file.
    for option in [["--write-fixed", Scratch.path("x.json")], ["--diff"], ["--emit", "kfloop"]] {
      let refused = cli(["diagnose"] + paths + option)
      #expect(refused.code == 64 && refused.err.contains("takes one file"), "\(option): \(refused.err)")
    }
    #expect(cli(["diagnose", paths[0], paths[0]]).code == 64)
    // One file alone: a single loop, and its kfloop model.
    let alone = cli(["diagnose", paths[0], "--emit", "kfloop"])
    #expect(alone.code == 0 && alone.json?.array("timelines")?.count == 1)
  }

  @Test("A Lottie file is told from a kfloop/1 file by its content, whatever its name")
  func kind() {
    let lottie = Array(LottieReaderTests.file("[]").utf8)
    #expect(DiagnoseSource.kind(path: "a.json", bytes: lottie) == .lottie)
    #expect(DiagnoseSource.kind(path: "a", bytes: lottie) == .lottie)
    let kfloop = Array(#"{"format": "kfloop/1", "timelines": [], "layers": 1, "fr": 1, "ip": 1, "op": 1}"#.utf8)
    #expect(DiagnoseSource.kind(path: "a.json", bytes: kfloop) == .kfloop)
  }

  @Test("What is not read is named with its JSON path: expressions, keyframes outside ip…op")
  func notes() throws {
    let text = LottieReaderTests.file(#"""
      [{"ty": 4, "ks": {
        "r": {"a": 1, "x": "loopOut('cycle')", "k": [
            {"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}}, {"t": 20, "s": [90]}]},
        "o": {"a": 1, "k": [
            {"t": -10, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}}, {"t": 20, "s": [100]}]}
      }}]
      """#)
    let path = Scratch.path("notes.json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli(["diagnose", path])
    #expect(r.code == 0, "\(r.err)")
    #expect(r.err.contains("layers[0].ks.r") && r.err.contains("layers[0].ks.o") && r.err.contains("never plays"), "\(r.err)")
  }
}
