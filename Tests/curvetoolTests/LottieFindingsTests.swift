// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// A Lottie file's own findings in `diagnose` (D11 to D14) and its
/// `--write-fixed` (docs/diagnose.md §14), on files written here.
@Suite("diagnose: Lottie findings and fixes")
struct LottieFindingsTests {
  /// fr 60, frames 0…60 (1 s). `extra` goes into the layer's transform.
  static func file(_ transform: String) -> String {
    #"{"v": "5.7.4", "fr": 60, "ip": 0, "op": 60, "w": 100, "h": 100, "assets": [], "layers": [{"ty": 4, "nm": "A", "ip": 0, "op": 60, "st": 0, "ks": {\#(transform)}}]}"#
  }

  static func diagnose(_ text: String, _ extra: [String] = []) throws -> [String: JSON] {
    let path = Scratch.path("f.lottie.json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli(["diagnose", path, "--format", "json"] + extra)
    #expect(r.code == 0, "\(r.err)")
    var out: [String: JSON] = [:]
    for d in r.json?.array("diagnostics") ?? [] { if let code = d.string("code") { out[code] = d } }
    return out
  }

  static let ease = #""o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}"#
  static let linear = #""o": {"x": [0.3], "y": [0.3]}, "i": {"x": [0.7], "y": [0.7]}"#

  @Test("D11: a last keyframe before op stands still (op − t)/fr s; impact the range × that share of the loop, over 1 % of the range")
  func endHold() throws {
    let f = try Self.diagnose(Self.file(#""o": {"a": 1, "k": [{"t": 0, "s": [100], \#(Self.linear)}, {"t": 45, "s": [20]}]}"#))
    let d = try #require(f["D11"])
    let entry = try #require(d.array("details")?.first)
    #expect(entry.number("lastFrame") == 45 && entry.number("outFrame") == 60)
    #expect(Swift.abs((entry.number("seconds") ?? 0) - 0.25) <= 1e-12)
    // 80 over a threshold of 0.8, a quarter of the loop.
    #expect(Swift.abs((d.number("impact") ?? 0) - 25) <= 1e-9)
  }

  @Test("D12: a spinner eased into and out of its seam; not for a linear one, nor for a motion that turns back")
  func easedSeam() throws {
    let eased = try Self.diagnose(Self.file(#""r": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.ease)}, {"t": 30, "s": [180], \#(Self.ease)}, {"t": 60, "s": [360]}]}"#))
    let d = try #require(eased["D12"])
    // Mean speed 360°/s; over one 120 Hz frame 3°, against 1 % of 360°.
    #expect(Swift.abs((d.array("details")?.first?.number("speed") ?? 0) - 360) <= 1e-9)
    #expect(Swift.abs((d.number("impact") ?? 0) - 3 / 3.6) <= 1e-9)
    #expect(eased["D04"] == nil, "0° and 360° are one angle")
    let linear = try Self.diagnose(Self.file(#""r": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.linear)}, {"t": 30, "s": [180], \#(Self.linear)}, {"t": 60, "s": [360]}]}"#))
    #expect(linear["D12"] == nil && linear["D04"] == nil)
    let back = try Self.diagnose(Self.file(#""r": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.ease)}, {"t": 30, "s": [90], \#(Self.ease)}, {"t": 60, "s": [0]}]}"#))
    #expect(back["D12"] == nil)
  }

  @Test("D13: keyframes between frames, with the largest distance to a frame")
  func subframe() throws {
    let f = try Self.diagnose(Self.file(#""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(Self.linear)}, {"t": 20.25, "s": [50, 0], \#(Self.linear)}, {"t": 60, "s": [0, 0]}]}"#))
    let entry = try #require(f["D13"]?.array("details")?.first)
    #expect(entry.numbers("frames") == [20.25])
    #expect(Swift.abs((entry.number("offset") ?? 0) - 0.25 / 60) <= 1e-15)
  }

  @Test("D14: an inertial bounce weighed against the keyframes at four points a frame; wiggle named, not run")
  func expressions() throws {
    let bounce = #"amp = 0.1; freq = 2; decay = 3; n = 0; if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) n--; } if (n == 0) { t = 0; } else { t = time - key(n).time; } if (n > 0) { v = velocityAtTime(key(n).time - thisComp.frameDuration/10); value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t); } else { value; }"#
    let text = Self.file(
      #""p": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}}, {"t": 15, "s": [100]}], "x": "\#(bounce)"}, "r": {"a": 0, "k": 0, "x": "wiggle(2, 30)"}"#)
    let f = try Self.diagnose(text)
    let details = try #require(f["D14"]?.array("details"))
    #expect(details.count == 2)
    // v = 400/s arriving at 0.25 s; the largest |0.1·400·sin(4πu)/e^(3u)|
    // over u = (f − 15)/60, f = 15, 15.25, …, 60.
    var want = 0.0
    for j in 0...180 {
      let u = Double(j) * 0.25 / 60
      want = Swift.max(want, Swift.abs(40 * sin(4 * .pi * u) / exp(3 * u)))
    }
    let p = try #require(details.first { $0.string("path") == "layers[0].ks.p" })
    #expect(Swift.abs((p.number("deviation") ?? 0) - want) <= 1e-9 * want)
    let r = try #require(details.first { $0.string("path") == "layers[0].ks.r" })
    #expect(r["deviation"] == .null && r.string("reason")?.contains("'wiggle' is not deterministic") == true)
  }

  @Test("A clean loop has none of them")
  func clean() throws {
    let f = try Self.diagnose(Self.file(#"""
      "p": {"a": 1, "k": [{"t": 0, "s": [10, 50], \#(Self.ease)}, {"t": 30, "s": [90, 50], \#(Self.ease)}, {"t": 60, "s": [10, 50]}]},
      "r": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.linear)}, {"t": 60, "s": [360]}]}
      """#))
    #expect(Set(f.keys).isDisjoint(with: ["D04", "D11", "D12", "D13", "D14"]), "\(f.keys.sorted())")
  }

  @Test("--write-fixed: fr for the intended period, a near-miss seam closed, a large jump left; every other byte kept")
  func writeFixed() throws {
    let text = Self.file(#"""
      "p": {"a": 1, "k": [{"t": 0, "s": [10, 50], \#(Self.ease)}, {"t": 30, "s": [90, 50], \#(Self.ease)}, {"t": 60, "s": [12.5, 50]}]},
      "o": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.linear)}, {"t": 30, "s": [50], \#(Self.linear)}, {"t": 60, "s": [100]}]}
      """#)
    let path = Scratch.path("seam.lottie.json")
    let fixed = Scratch.path("seam-fixed.lottie.json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli(["diagnose", path, "--intended-period", "1.2", "--write-fixed", fixed])
    #expect(r.code == 0, "\(r.err)")
    let written = try String(contentsOfFile: fixed, encoding: .utf8)
    // Two tokens change: fr 60 → 50 (60 frames in 1.2 s), the last
    // position [12.5, 50] → [10, 50]; the opacity's 0 → 100 restart stays.
    let want = text.replacingOccurrences(of: #""fr": 60"#, with: #""fr": 50"#)
      .replacingOccurrences(of: #"{"t": 60, "s": [12.5, 50]}"#, with: #"{"t": 60, "s": [10, 50]}"#)
    #expect(written == want)
    let after = try Self.diagnose(written, ["--intended-period", "1.2"])
    #expect(after["D02"] == nil)
    let seams = after["D04"]?.array("details") ?? []
    #expect(seams.contains { $0.string("keyPath") == "layers[0].ks.o" && $0.number("jump") == -100 })
    #expect(!seams.contains { $0.string("keyPath")?.hasPrefix("layers[0].ks.p") == true && ($0.number("jump") ?? 0) != 0 })
  }
}
