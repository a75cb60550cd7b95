// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// diagnose for CI: --fail-on; loops that realign are a pattern, not drift;
/// D01 grows with timelines, not pairs; messages say what they measure.
@Suite("diagnose: patterns, --fail-on, messages")
struct DiagnoseCITests {
  /// Repeating timelines moving x 0 → 100 → 0, one per period (s).
  static func loops(_ periods: [Double], horizon: Double = 10) -> String {
    let timelines = periods.enumerated().map { i, p in
      """
      { "id": "t\(i)", "initialValue": { "x": 0 }, "tracks": [ { "keyPath": "x", "keyframes": [
        { "type": "linear", "to": 100, "duration": \(p / 2) }, { "type": "linear", "to": 0, "duration": \(p / 2) } ] } ],
        "playback": { "mode": "repeating" } }
      """
    }
    return #"{ "format": "kfloop/1", "timelines": ["# + timelines.joined(separator: ",\n") + #"], "analyze": { "horizon": \#(horizon), "sampleHz": 60 } }"#
  }

  static func finding(_ code: String, _ doc: String) throws -> JSON? {
    let r = cli(["diagnose", "-", "--format", "json"], stdin: doc)
    #expect(r.code == 0, "\(r.err)")
    return try #require(r.json).array("diagnostics")?.first { $0.string("code") == code }
  }

  @Test("0.6 s and 0.9 s loops restart together every 1.8 s: a pattern, impact 0, and --write-fixed pads nothing")
  func pattern() throws {
    let doc = Self.loops([0.6, 0.9])
    let d01 = try #require(try Self.finding("D01", doc))
    #expect(d01.string("name") == "PERIOD_PATTERN" && d01.number("impact") == 0)
    #expect(d01.object("details")?.number("pattern") == 1.8)
    let dir = try FileSafetyTests.folder()
    let out = dir.appendingPathComponent("fixed.json")
    #expect(cli(["diagnose", "-", "--write-fixed", out.path], stdin: doc).code == 0)
    #expect(!(try String(contentsOf: out, encoding: .utf8)).contains("padTo"))
  }

  @Test("Loops that do not realign within the horizon drift")
  func drift() throws {
    let d01 = try #require(try Self.finding("D01", Self.loops([1, 1.01], horizon: 10)))
    #expect(d01.string("name") == "PERIOD_MISMATCH" && d01.number("impact")! > 1)
  }

  @Test("Key paths that tie on impact: the note names the first in file order, on every run")
  func tieOrder() throws {
    let keys = ["zeta", "alpha", "mid", "omega", "beta", "k", "x", "y"]
    let timelines = [1.0, 1.3].enumerated().map { i, p in
      let tracks = keys.map { k in
        #"{ "keyPath": "\#(k)", "keyframes": [ { "type": "linear", "to": 100, "duration": \#(p / 2) }, { "type": "linear", "to": 0, "duration": \#(p / 2) } ] }"#
      }
      return #"{ "id": "t\#(i)", "tracks": [\#(tracks.joined(separator: ","))], "playback": { "mode": "repeating" } }"#
    }
    let doc = #"{ "format": "kfloop/1", "timelines": [\#(timelines.joined(separator: ","))], "analyze": { "horizon": 10 } }"#
    let d01 = try #require(try Self.finding("D01", doc))
    #expect(d01.string("impactNote")?.hasPrefix("zeta spans 100") == true, "\(d01.string("impactNote") ?? "")")
  }

  @Test("1000 timelines in 7 periods: D01 lists periods and pairs of periods, not pairs of timelines")
  func manyTimelines() throws {
    let periods = (0..<1000).map { [1.0, 1.1, 1.3, 1.7, 1.9, 2.3, 2.9][$0 % 7] }
    let r = cli(["diagnose", "-", "--horizon", "4"], stdin: Self.loops(periods, horizon: 4))
    #expect(r.code == 0)
    let d01 = try #require(try Self.finding("D01", Self.loops(periods, horizon: 4)))
    #expect(d01.object("details")?.array("pairs")?.count == 21)
    #expect(d01.array("lines")!.count < 40)
  }

  @Test("--fail-on: an impact or codes exit 1 naming the findings; the default stays 0")
  func failOn() {
    let file = "docs/examples/bouncing-balls.json".inPackage
    #expect(cli(["diagnose", file]).code == 0)
    let hit = cli(["diagnose", file, "--fail-on", "1"])
    #expect(hit.code == 1 && hit.err.hasPrefix("Error: --fail-on: D01 (impact 100)"))
    #expect(!hit.out.isEmpty)
    #expect(cli(["diagnose", file, "--fail-on", "D09,D10"]).code == 0)
    #expect(cli(["diagnose", file, "--fail-on", "d06"]).code == 1)
    let typo = cli(["diagnose", file, "--fail-on", "D1"])
    #expect(typo.code == 64 && typo.err.contains("Did you mean 'D01'?"))
  }

  @Test("A seam whose value does not jump names its velocity kink")
  func kinkMessage() throws {
    let d04 = try #require(try Self.finding("D04", Self.loops([0.6, 0.9])))
    let note = try #require(d04.string("impactNote"))
    #expect(note.contains("turns its velocity by") && !note.contains("jumps 0"))
  }
}
