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

  @Test("Keyframes outside ip…op are cut exactly where the composition cuts them; expressions are named")
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
    #expect(r.err.contains("layers[0].ks.r.x") && !r.err.contains("layers[0].ks.o"), "\(r.err)")
    // The opacity eases from 0 at frame −10 to 100 at frame 20: the model,
    // cut at frame 0, is that easing's value at every frame.
    let doc = try Self.model(text)
    let timeline = try #require(doc.timelines.first).timeline
    let ease = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    for j in 0...240 {
      let frame = Double(j) / 4
      let want = frame >= 20 ? 100 : 100 * ease.progress(at: (frame + 10) / 30)
      #expect(Swift.abs(timeline.value("layers[0].ks.o", at: frame / 30) - want) <= 1e-9 * 100, "frame \(frame)")
    }
  }
}

/// Time remapping (docs/lottie.md §1): a straight line over its keyframes,
/// held outside, or cycled by loopOut("cycle"), against the precomposition's
/// time written out here.
@Suite("diagnose reads Lottie time remapping")
struct LottieTimeRemapTests {
  /// The asset: a dot whose scale eases 0 → 100 over its frames 0…15 and
  /// back to 0 by frame 30 (1 s at 30 fps).
  static let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static func dot(_ c: Double) -> Double {
    if c <= 0 || c >= 30 { return 0 }
    return c <= 15 ? 100 * ease.progress(at: c / 15) : 100 - 100 * ease.progress(at: (c - 15) / 15)
  }

  static let asset = #"""
    [{"id": "dot", "layers": [{"ty": 4, "nm": "Dot", "ks": {"o": {"a": 1, "k": [
      {"t": 0, "s": [0], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}},
      {"t": 15, "s": [100], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}},
      {"t": 30, "s": [0]}]}}}]}]
    """#

  /// A precomposition layer of the dot whose time remap runs from `v0` to
  /// `v1` seconds over its frames `t0`…`t1`.
  static func layer(_ t0: Double, _ t1: Double, _ v0: Double, _ v1: Double, st: Double = 0, cycle: Bool) -> String {
    let x = cycle ? #", "x": "var $bm_rt;\n$bm_rt = loopOut('cycle');""# : ""
    return #"{"ty": 0, "refId": "dot", "st": \#(st), "ks": {}, "tm": {"a": 1\#(x), "k": [{"t": \#(t0), "s": [\#(v0)], "o": {"x": [0.167], "y": [0.167]}, "i": {"x": [0.833], "y": [0.833]}}, {"t": \#(t1), "s": [\#(v1)]}]}}"#
  }

  @Test("Three precompositions cycled every 1, 1.2 and 1.4 s inside one composition: each plays the dot at its own length, cut where the composition restarts")
  func cycles() throws {
    let layers = "[" + [30.0, 36, 42].map { Self.layer(0, $0, 0, 1, cycle: true) }.joined(separator: ", ") + "]"
    let text = LottieReaderTests.file(layers, assets: Self.asset).replacingOccurrences(of: #""op": 60"#, with: #""op": 90"#)
    let doc = try LottieLoopTests.model(text)
    let timeline = try #require(doc.timelines.first)
    #expect(timeline.period == 3)
    let paths = timeline.timeline.keyPaths
    #expect(paths.count == 3)
    for (k, length) in [30.0, 36, 42].enumerated() {
      for j in 0..<(90 * 4) {
        let frame = Double(j) / 4
        // The layer's frame within its cycle, as the dot's frame.
        let c = (frame.truncatingRemainder(dividingBy: length)) / length * 30
        let got = timeline.timeline.value(paths[k], at: frame / 30)
        #expect(Swift.abs(got - Self.dot(c)) <= 1e-9 * 100, "\(paths[k]) at frame \(frame)")
      }
    }
  }

  @Test("A straight remap with a start time: the dot's second 0.5 … 1.5 over the layer's frames 10 … 40, held outside; remaps not modelled are named")
  func straight() throws {
    let text = LottieReaderTests.file("[" + Self.layer(10, 40, 0.5, 1.5, st: 5, cycle: false) + "]", assets: Self.asset)
    let doc = try LottieLoopTests.model(text)
    let timeline = try #require(doc.timelines.first)
    let key = try #require(timeline.timeline.keyPaths.first)
    for j in 0..<(60 * 4) {
      let frame = Double(j) / 4
      let layerFrame = Swift.min(Swift.max(frame - 5, 10), 40)
      let c = (0.5 + (layerFrame - 10) / 30) * 30
      #expect(Swift.abs(timeline.timeline.value(key, at: frame / 30) - Self.dot(c)) <= 1e-9 * 100, "frame \(frame)")
    }
    let eased = LottieReaderTests.file(
      #"[{"ty": 0, "refId": "dot", "ks": {}, "tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 30, "s": [1]}]}}]"#,
      assets: Self.asset)
    let notes = try LottieReaderTests.read(eased).notes
    #expect(notes.map(\.path) == ["layers[0].tm"])
    #expect(notes.first?.message.hasPrefix("eased or held time remapping is not modelled") == true)
  }
}

/// A position along a curved path (docs/lottie.md §1), against lottie-web's
/// own search written out here (`PropertyFactory.js` `interpolateValue`:
/// walk the 150-point polyline adding its pieces' lengths until the
/// distance p·L falls inside one).
@Suite("diagnose reads Lottie spatial paths")
struct LottieSpatialPathTests {
  static func lottieWeb(_ p0: [Double], _ p1: [Double], _ to: [Double], _ ti: [Double], _ perc: Double) -> [Double] {
    var points: [[Double]] = []
    var partial: [Double] = []
    var total = 0.0
    for k in 0..<150 {
      let u = Double(k) / 149
      let pt = (0..<2).map { i in
        pow(1 - u, 3) * p0[i] + 3 * pow(1 - u, 2) * u * (p0[i] + to[i]) + 3 * (1 - u) * pow(u, 2) * (p1[i] + ti[i]) + pow(u, 3) * p1[i]
      }
      let d = points.last.map { last in sqrt((0..<2).reduce(0) { $0 + pow(pt[$1] - last[$1], 2) }) } ?? 0
      total += d
      points.append(pt)
      partial.append(d)
    }
    let distance = total * perc
    var added = 0.0
    for j in 0..<150 {
      added += partial[j]
      if distance == 0 || perc == 0 || j == 149 { return points[j] }
      if distance >= added && distance < added + partial[j + 1] {
        let f = (distance - added) / partial[j + 1]
        return (0..<2).map { points[j][$0] + (points[j + 1][$0] - points[j][$0]) * f }
      }
    }
    return points[149]
  }

  @Test("Each dimension of a curved position is the point lottie-web finds at the eased distance, to 1e-9 of the path's size")
  func curved() throws {
    let text = LottieReaderTests.file(#"""
      [{"ty": 4, "ks": {"p": {"a": 1, "k": [
        {"t": 0, "s": [0, 0], "o": {"x": 0.42, "y": 0}, "i": {"x": 0.58, "y": 1}, "to": [60, -80], "ti": [-10, 40]},
        {"t": 36, "s": [200, 50], "o": {"x": 0.3, "y": 0.2}, "i": {"x": 0.6, "y": 0.9}, "to": [0, 0], "ti": [0, 0]},
        {"t": 60, "s": [0, 0]}]}}}]
      """#)
    let doc = try LottieLoopTests.model(text)
    let timeline = try #require(doc.timelines.first).timeline
    // The reader's own value at a frame (what --bake and D14 compare with).
    let property = try #require(LottieReaderTests.read(text).properties.first)
    let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let back = CubicBezier(x1: 0.3, y1: 0.2, x2: 0.6, y2: 0.9)
    for j in 0...(60 * 8) {
      let frame = Double(j) / 8
      let want: [Double] = frame < 36
        ? Self.lottieWeb([0, 0], [200, 50], [60, -80], [-10, 40], ease.progress(at: frame / 36))
        : (0..<2).map { d in [200.0, 50][d] * (1 - back.progress(at: Swift.min((frame - 36) / 24, 1))) }
      let direct = property.value(atFrame: frame)
      for d in 0..<2 {
        #expect(Swift.abs(direct[d] - want[d]) <= 1e-9 * 200, "value(atFrame: \(frame))[\(d)]")
        let got = timeline.value("layers[0].ks.p[\(d)]", at: frame / 30)
        #expect(Swift.abs(got - want[d]) <= 1e-9 * 200, "frame \(frame), value \(d): \(got), lottie-web \(want[d])")
      }
    }
  }
}

/// A loop exported by curvetool as Lottie reads back, through the Lottie
/// reader, as the timeline it came from (docs/lottie.md §5).
@Suite("Lottie exports read back as their loops")
struct LottieExportReadBackTests {
  @Test("bouncing-balls.json's ball2 (springs and SwiftUI cubic keyframes) exported as Lottie at 60 fps: one loop of its period, the same value at every frame")
  func readBack() throws {
    let bytes = try #require(FileManager.default.contents(atPath: "docs/examples/bouncing-balls.json".inPackage)).map { $0 }
    var doc = try KfloopReader.read(bytes)
    doc.exports = doc.exports.map { e in
      var e = e
      e.format = .lottie
      return e
    }
    let files = try DiagnoseExports.render(doc)
    let ball2 = try #require(doc.timeline("ball2"))
    #expect(files.count == 2)
    for (file, entry) in zip(files, doc.exports) {
      let model = try LottieLoopTests.model(file.result.text, name: file.name)
      let loop = try #require(model.timelines.first)
      #expect(Swift.abs(loop.period - ball2.period) <= 1e-12, "\(file.name): \(loop.period) s")
      // The export's channel: the scale in percent on the layer's scale,
      // offsetY in pixels on its y position.
      let (key, unit) = entry.keyPath == "scale" ? ("layers[0].ks.s[0]", 100.0) : ("layers[0].ks.p.y", 1.0)
      #expect(loop.timeline.keyPaths.contains(key), "\(loop.timeline.keyPaths)")
      let source = TrackCurve(timeline: ball2.timeline, keyPath: entry.keyPath, span: ball2.period)
      let frames = Int((ball2.period * 60).rounded())
      for f in 0..<frames {
        let t = Double(f) / 60
        #expect(Swift.abs(loop.timeline.value(key, at: t) - unit * source.value(at: t)) <= 1e-9 * 100, "\(file.name) at frame \(f)")
      }
    }
  }
}
