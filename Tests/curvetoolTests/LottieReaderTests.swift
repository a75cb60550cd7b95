// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `curvetool lottie`: the reader on files written here, one per kind of
/// property and keyframe, and the refusals.
@Suite("curvetool lottie")
struct LottieReaderTests {
  static func read(_ text: String) throws -> LottieDocument {
    try LottieReader.read(JSONReader.parse(text))
  }

  static func file(_ layers: String, assets: String = "[]", fr: Double = 30) -> String {
    #"{"v": "5.7.4", "fr": \#(fr), "ip": 0, "op": 60, "w": 100, "h": 100, "assets": \#(assets), "layers": \#(layers)}"#
  }

  @Test("Transform properties: keyframes, frames and seconds, per-dimension easing, hold, split position, spatial tangents")
  func transform() throws {
    let doc = try Self.read(Self.file(#"""
      [{"ty": 4, "nm": "A", "ks": {
        "p": {"s": true, "x": {"a": 1, "k": [
            {"t": 0, "s": [0], "o": {"x": [0.25], "y": [0.1]}, "i": {"x": [0.25], "y": [1]}}, {"t": 15, "s": [100]}]},
          "y": {"a": 0, "k": 5}},
        "s": {"a": 1, "k": [
            {"t": 0, "s": [100, 50], "o": {"x": [0.42, 0.1], "y": [0, 0.2]}, "i": {"x": [0.58, 0.3], "y": [1, 0.9]}}, {"t": 30, "s": [80, 60]}]},
        "o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 10, "s": [0]}]},
        "a": {"a": 1, "k": [
            {"t": 0, "s": [0, 0], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}, "to": [1, -1], "ti": [0, 0]}, {"t": 6, "s": [10, 10]}]},
        "r": {"a": 1, "k": [
            {"t": 0, "s": [0, 0], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}, "to": [1, 1], "ti": [-2, -2]}, {"t": 6, "s": [10, 10]}]}
      }}]
      """#, fr: 30))
    #expect(doc.notes.isEmpty, "\(doc.notes.map(\.path))")
    let byPath = Dictionary(uniqueKeysWithValues: doc.properties.map { ($0.path, $0) })
    let x = try #require(byPath["layers[0].ks.p.x"])
    #expect(x.layer == "A" && x.keyframes.map(\.frame) == [0, 15] && x.keyframes.map(\.value) == [[0], [100]])
    #expect(x.segments.first?.easing == [CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)])
    #expect(LottieCommand.preset(try #require(x.segments.first?.easing?.first)) == "css.ease")
    let s = try #require(byPath["layers[0].ks.s"])
    #expect(s.segments.first?.easing == [CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.9)])
    let o = try #require(byPath["layers[0].ks.o"])
    #expect(o.keyframes.first?.hold == true && o.segments.first?.easing == nil)
    let a = try #require(byPath["layers[0].ks.a"])
    #expect(a.spatial && a.segments.first?.easing == [CubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1), CubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1)])
    // Tangents on the line between the two positions: a straight path.
    #expect(byPath["layers[0].ks.r"]?.spatial == false)
    // No static property is reported.
    #expect(byPath["layers[0].ks.p.y"] == nil && doc.properties.count == 5)
    // Seconds are frames over fr: 15 frames at 30 fps are 0.5 s.
    let json = LottieCommand.json(doc, path: "f")
    let segments = json["properties"]?.arrayValue?.first { $0["path"]?.stringValue == "layers[0].ks.p.x" }?["segments"]?.arrayValue
    #expect(segments?.first?["duration"]?.doubleValue == 15.0 / 30)
  }

  @Test("Precompositions play at st + sr·frame on their parent's clock, nested; a layer's own properties on its composition's")
  func precompositions() throws {
    let assets = #"""
      [{"id": "inner", "layers": [{"ty": 4, "nm": "leaf", "ks": {"r": {"a": 1, "k": [
          {"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [90]}]}}}]},
       {"id": "outer", "layers": [{"ty": 0, "refId": "inner", "st": 4, "sr": 2, "ks": {}}]}]
      """#
    let layers = #"""
      [{"ty": 0, "refId": "outer", "st": 10, "sr": 0.5, "ks": {"o": {"a": 1, "k": [
          {"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [100]}]}}}]
      """#
    let doc = try Self.read(Self.file(layers, assets: assets))
    let leaf = try #require(doc.properties.first { $0.layer == "leaf" })
    // outer at 10 + 0.5·f; inner at 4 + 2·g within it: the leaf's frame g
    // is 10 + 0.5·(4 + 2·g) = 12 + g.
    #expect(leaf.path == "assets[0].layers[0].ks.r" && leaf.keyframes.map(\.frame) == [12, 22])
    let own = try #require(doc.properties.first { $0.path == "layers[0].ks.o" })
    #expect(own.keyframes.map(\.frame) == [0, 20])
    #expect(leaf.via == "layers[0] → assets[1].layers[0]" && own.via == nil)
    // The same precomposition used twice is two instances, each on its own clock.
    let twice = try Self.read(Self.file(
      #"[{"ty": 0, "refId": "inner", "st": 0, "ks": {}}, {"ty": 0, "refId": "inner", "st": 30, "ks": {}}]"#, assets: assets))
    let uses = twice.properties.filter { $0.layer == "leaf" }
    #expect(uses.map(\.via) == ["layers[0]", "layers[1]"] && uses.map { $0.keyframes.map(\.frame) } == [[0, 10], [30, 40]])
  }

  @Test("What is not read is named with its path: expressions, time remapping, keyframes without a time, non-numeric values, bad handles, a missing asset")
  func notRead() throws {
    let doc = try Self.read(Self.file(#"""
      [{"ty": 4, "ks": {
         "r": {"a": 0, "k": 0, "x": "loopOut('cycle')"},
         "p": {"a": 1, "k": [{"s": [0, 0]}, {"t": 5, "s": [1, 1]}]},
         "o": {"a": 1, "k": [{"t": 0, "s": "text", "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [1]}]},
         "s": {"a": 1, "k": [{"t": 0, "s": [1, 1], "o": {"x": [1.5], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [2, 2]}]}}},
       {"ty": 0, "refId": "nowhere", "tm": {"a": 0, "k": 0}, "ks": {}}]
      """#))
    let paths = doc.notes.map(\.path)
    // A time remap that holds one frame is not modelled: its layers are
    // not read (so the missing asset is not looked for).
    #expect(paths == ["layers[0].ks.r.x", "layers[0].ks.p.k[0]", "layers[0].ks.o.k[0].s", "layers[0].ks.s.k[0]", "layers[1].tm"], "\(paths)")
    #expect(doc.notes.last?.message.hasSuffix("the precomposition's layers are not read") == true)
    #expect(doc.properties.isEmpty)
  }

  @Test("A layer drawn on part of the loop only is named; one drawn throughout (or past the end) is not")
  func layerRange() throws {
    let doc = try Self.read(Self.file(#"""
      [{"ty": 4, "ip": 10, "op": 50, "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 20, "s": [100]}]}}},
       {"ty": 4, "ip": 0, "op": 90, "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 20, "s": [100]}]}}}]
      """#))
    #expect(doc.notes.map(\.path) == ["layers[0].ip"])
    #expect(doc.notes.first?.message.hasPrefix("the layer is drawn on frames 10 to 50 only") == true)
  }

  @Test("Shape, effect and mask properties are read where they stand, each with its JSON path and its keyframes")
  func shapes() throws {
    let key = #"{"t": 0, "s": [1, 2], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 20, "s": [3, 4]}"#
    let doc = try Self.read(Self.file(#"""
      [{"ty": 4, "nm": "S", "ks": {},
        "shapes": [{"ty": "gr", "it": [
          {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 1, "k": [\#(key)]}},
          {"ty": "fl", "o": {"a": 1, "k": [{"t": 5, "s": [100], "h": 1}, {"t": 25, "s": [0]}]}},
          {"ty": "tr", "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 30, "s": [90]}]}}]}],
        "ef": [{"ty": 5, "ef": [{"ty": 0, "v": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [7]}]}}]}],
        "masksProperties": [{"mode": "a", "o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 15, "s": [50]}]}}]}]
      """#))
    #expect(doc.notes.isEmpty, "\(doc.notes.map(\.path))")
    let byPath = Dictionary(uniqueKeysWithValues: doc.properties.map { ($0.path, $0) })
    #expect(byPath.keys.sorted() == [
      "layers[0].ef[0].ef[0].v", "layers[0].masksProperties[0].o", "layers[0].shapes[0].it[0].s", "layers[0].shapes[0].it[1].o",
      "layers[0].shapes[0].it[2].r",
    ])
    let size = try #require(byPath["layers[0].shapes[0].it[0].s"])
    #expect(size.keyframes.map(\.value) == [[1, 2], [3, 4]] && size.segments.first?.easing?.count == 2)
    #expect(byPath["layers[0].shapes[0].it[1].o"]?.keyframes.map(\.hold) == [true, false])
    #expect(byPath["layers[0].shapes[0].it[2].r"]?.segments.first?.easing == [CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)])
    #expect(byPath["layers[0].ef[0].ef[0].v"]?.keyframes.map(\.frame) == [0, 10])
  }

  @Test("Bodymovin before 5.5: a segment's end value as e")
  func oldFormat() throws {
    let doc = try Self.read(Self.file(#"""
      [{"ty": 4, "ks": {"o": {"a": 1, "k": [
        {"t": 0, "s": [0], "e": [100], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 12}]}}}]
      """#))
    #expect(doc.properties.first?.keyframes.map(\.value) == [[0], [100]] && doc.notes.isEmpty)
  }

  @Test("Refusals: not JSON, no frame rate, no layers (65); a missing file (66)")
  func refusals() {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text, message) in [
      ("a.json", "{", "is not JSON"), ("b.json", #"{"ip": 0, "op": 10, "layers": []}"#, "at fr: the frame rate is missing"),
      ("c.json", #"{"fr": 30, "ip": 0, "op": 10}"#, "at layers: the layers are missing"),
    ] {
      let path = dir.appendingPathComponent(name).path
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
      let r = cli(["lottie", path])
      #expect(r.code == 65 && r.err.contains(message), "\(name): \(r.err)")
    }
    #expect(cli(["lottie", dir.appendingPathComponent("none.json").path]).code == 66)
  }
}

extension LottieReaderTests {
  @Test("What curvetool exports as Lottie reads back: a Bézier as one eased segment, a spring as its frames' values")
  func roundTrip() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-rt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bezierFile = dir.appendingPathComponent("b.json").path
    #expect(cli(["export", "cubic-bezier(0.2, 0.8, 0.3, 1)", "-f", "lottie", "--duration", "0.5", "--to", "100", "-o", bezierFile]).code == 0)
    let b = try Self.read(String(decoding: try #require(FileManager.default.contents(atPath: bezierFile)), as: UTF8.self))
    let p = try #require(b.properties.first)
    #expect(b.properties.count == 1 && b.notes.isEmpty)
    #expect(p.keyframes.map(\.frame) == [0, 0.5 * b.frameRate] && p.keyframes.map(\.value) == [[0], [100]])
    #expect(p.segments.first?.easing == [CubicBezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1)])

    let springFile = dir.appendingPathComponent("s.json").path
    #expect(cli(["export", ".bouncy", "-f", "lottie", "--to", "100", "--fps", "30", "-o", springFile]).code == 0)
    let s = try Self.read(String(decoding: try #require(FileManager.default.contents(atPath: springFile)), as: UTF8.self))
    let track = try #require(s.properties.first)
    let times = track.keyframes.map { $0.frame / s.frameRate }
    let at = times.map { NumberText.text($0, .significant(17)) }.joined(separator: ",")
    let values = try #require(cli(["sample", ".bouncy", "--to", "100", "--at", at, "--format", "json"]).json?.numbers("values"))
    #expect(values.count == track.keyframes.count)
    for (k, v) in zip(track.keyframes, values) { #expect(Swift.abs((k.value.first ?? .nan) - v) <= 1e-9 * 100, "frame \(k.frame)") }
  }
}
