// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// `--write-fixed` edits number tokens and nothing else: the layout of the
/// file (line ends, a byte-order mark) is kept, a value another loop uses
/// is never changed for one, the result is read back and diagnosed before
/// it is written, and what the report offers is what the command does.
@Suite("--write-fixed writes exactly the fix it reports")
struct WriteFixedTests {
  static func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = Scratch.url("fixed").appendingPathComponent(UUID().uuidString + "-" + name).path
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func fix(_ path: String, _ extra: [String] = []) throws -> (CLIResult, [UInt8]?) {
    let out = path + ".out"
    let r = cli(["diagnose", path, "--write-fixed", out] + extra)
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: out))).map { Array($0) }
    return (r, bytes)
  }

  static func periods(_ path: String) throws -> [Double] {
    let j = try #require(cli(["diagnose", path, "--format", "json"]).json)
    return j.array("timelines")?.compactMap { $0.number("period") } ?? []
  }

  @Test("The second item of a comma list is edited at its own bytes")
  func commaList() throws {
    let css = """
      .a { animation: spin 2s linear infinite, fade 1.3s ease infinite; }
      @keyframes spin { to { transform: rotate(90deg); } }
      @keyframes fade { to { opacity: 0.2; } }

      """
    let path = try Self.write("list.css", Array(css.utf8))
    let (r, out) = try Self.fix(path)
    #expect(r.code == 0, "\(r.err)")
    #expect(out == Array(css.replacingOccurrences(of: "fade 1.3s", with: "fade 2s").utf8))
  }

  @Test("CRLF line ends and a byte-order mark come back as they were, CSS and Swift")
  func layout() throws {
    let css = try String(contentsOfFile: "docs/examples/loader.css".inPackage, encoding: .utf8)
    let swift = try String(contentsOfFile: "docs/examples/BouncingBalls.swift".inPackage, encoding: .utf8)
    let cases: [(String, String, [String: String], [String])] = [
      ("loader.css", css, ["pulse 1.2s": "pulse 1.3s", "animation-duration: 1.25s": "animation-duration: 1.3s"], []),
      ("Balls.swift", swift, ["var duration: Double = 1.0": "var duration: Double = 2.0", "var duration: Double = 1.2": "var duration: Double = 2.0",
        "var duration: Double = 1.4": "var duration: Double = 2.0"], ["--intended-period", "fullDuration"]),
    ]
    for (name, text, edits, extra) in cases {
      for (bom, end) in [(true, "\r\n"), (false, "\r\n"), (true, "\n"), (false, "\r")] {
        let original = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.replacingOccurrences(of: "\n", with: end).utf8)
        let path = try Self.write(name, original)
        let (r, out) = try Self.fix(path, extra)
        #expect(r.code == 0, "\(r.err)")
        var expected = text
        for (from, to) in edits { expected = expected.replacingOccurrences(of: from, with: to) }
        #expect(expected != text)
        let want = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(expected.replacingOccurrences(of: "\n", with: end).utf8)
        #expect(out == want, "\(name) bom \(bom) \(end.debugDescription)")
      }
    }
  }

  @Test("A default two loops share is never changed for one: the use gets its own argument")
  func sharedDefault() throws {
    let code = """
      struct Root: View {
          var body: some View {
              HStack {
                  Ball()
                  Ball(speed: 1.3)
                  Ball(duration: 1.7)
              }
          }
      }
      struct Ball: View {
          var duration: Double = 1.0
          var speed: Double = 1
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { content, value in
                  content.offset(y: value)
              } keyframes: { _ in
                  CubicKeyframe(-100, duration: duration / speed * 0.5)
                  CubicKeyframe(0, duration: duration / speed * 0.5)
              }
          }
      }

      """
    let path = try Self.write("Shared.swift", Array(code.utf8))
    let (r, out) = try Self.fix(path)
    #expect(r.code == 0, "\(r.err)")
    let written = try Self.write("Shared.fixed.swift", try #require(out))
    let p = try Self.periods(written)
    #expect(p.count == 3 && p.allSatisfy { abs($0 - 1.7) < 1e-12 }, "\(p)")
    let text = String(decoding: try #require(out), as: UTF8.self)
    #expect(text.contains("            Ball(duration: 1.7)\n            Ball("))
  }

  @Test("--apply-fixes diagnoses what --write-fixed writes; with both, the fix is written")
  func applyFixesAgrees() throws {
    for (name, extra) in [("docs/examples/ReusableBalls.swift", [String]()), ("docs/examples/loader.css", []), ("docs/examples/BouncingBalls.swift", ["--intended-period", "fullDuration"])] {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: name.inPackage)))
      let path = try Self.write((name as NSString).lastPathComponent, bytes)
      let (_, plain) = try Self.fix(path, extra)
      let (_, both) = try Self.fix(path, extra + ["--apply-fixes"])
      #expect(plain != nil && plain == both && plain != bytes, "\(name)")
      let applied = try #require(cli(["diagnose", path, "--apply-fixes", "--format", "json"] + extra).json)
      let written = try Self.write("again-" + (name as NSString).lastPathComponent, try #require(plain))
      let direct = try #require(cli(["diagnose", written, "--format", "json"] + extra).json)
      #expect(applied["timelines"] == direct["timelines"], "\(name)")
      #expect(applied.array("diagnostics")?.compactMap { $0.string("code") } == direct.array("diagnostics")?.compactMap { $0.string("code") })
    }
  }

  @Test("A fix that cannot be written is refused with the reason, nothing written; the report says so instead of offering it")
  func refusal() throws {
    let code = """
      struct Root: View {
          var body: some View { HStack { Pulse(); Ball(duration: 1.3) } }
      }
      struct Pulse: View {
          var duration: Double = computeDuration()
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                  LinearKeyframe(10, duration: duration / 2)
                  LinearKeyframe(0, duration: duration / 2)
              }
          }
      }
      struct Ball: View {
          var duration: Double = 1.0
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                  LinearKeyframe(10, duration: duration / 2)
                  LinearKeyframe(0, duration: duration / 2)
              }
          }
      }

      """
    let path = try Self.write("Computed.swift", Array(code.utf8))
    let (r, out) = try Self.fix(path, ["--let", "computeDuration=1.1"])
    #expect(r.code == 1 && r.err.contains("nothing was written"), "\(r.err)")
    #expect(out == nil)
    let report = cli(["diagnose", path, "--let", "computeDuration=1.1"])
    #expect(report.code == 0)
    #expect(!report.out.contains("--write-fixed edits") && report.out.contains("--write-fixed cannot:"), "\(report.out)")
  }

  @Test("--export-dir never writes two exports to one name")
  func exportNames() throws {
    let kfloop = """
      { "format": "kfloop/1",
        "timelines": [
          { "id": "ball 1", "initialValue": { "y": 0 }, "tracks": [ { "keyPath": "y", "keyframes": [ { "type": "linear", "to": 10, "duration": 1 } ] } ], "playback": { "mode": "repeating", "repeating": true } },
          { "id": "ball-1", "initialValue": { "y": 0 }, "tracks": [ { "keyPath": "y", "keyframes": [ { "type": "linear", "to": 20, "duration": 1 } ] } ], "playback": { "mode": "repeating", "repeating": true } },
          { "id": "Ball-1", "initialValue": { "y": 0 }, "tracks": [ { "keyPath": "y", "keyframes": [ { "type": "linear", "to": 30, "duration": 1 } ] } ], "playback": { "mode": "repeating", "repeating": true } } ],
        "export": [
          { "timeline": "ball 1", "keyPath": "y", "sampleHz": 10, "as": "array" },
          { "timeline": "ball-1", "keyPath": "y", "sampleHz": 10, "as": "array" },
          { "timeline": "Ball-1", "keyPath": "y", "sampleHz": 10, "as": "array" } ] }
      """
    let path = try Self.write("names.json", Array(kfloop.utf8))
    let dir = path + ".d"
    let r = cli(["diagnose", path, "--export-dir", dir])
    #expect(r.code == 0, "\(r.err)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(names.count == 3, "\(names)")
    let texts = try names.map { try String(contentsOfFile: dir + "/" + $0, encoding: .utf8) }
    #expect(Set(texts).count == 3)
  }
}
