// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// diagnose's options are checked together: an option that does nothing
/// with the input or the mode is a usage error naming both; every option
/// given is applied to every kind of input it names.
@Suite("diagnose checks its options together")
struct DiagnoseFlagTests {
  static let css = "docs/examples/loader.css".inPackage
  static let kfloop = "docs/examples/bouncing-balls.json".inPackage
  static let swift = "docs/examples/BouncingBalls.swift".inPackage

  @Test("Refused with 64, naming the option", arguments: [
    (["--fail-on", ""], "--fail-on"), (["--fail-on", ","], "--fail-on"), (["--fail-on", " , "], "--fail-on"),
    (["--intended-period", "inf"], "--intended-period"), (["--intended-period", "0"], "--intended-period"),
    (["--intended-period", "1e9"], "--intended-period"), (["--intended-period", "-1"], "--intended-period"),
    (["--intended-period", "a b"], "--intended-period"),
    (["--emit", "kfloop", "--write-fixed", "x.css"], "--write-fixed does nothing with --emit"),
    (["--emit", "kfloop", "--svg", "x.svg"], "--svg does nothing with --emit"),
    (["--emit", "kfloop", "--fail-on", "1"], "--fail-on does nothing with --emit"),
    (["--diff", "--simulate"], "--simulate does nothing with --diff"),
    (["--in-place"], "--in-place"),
    (["--let", "d=1"], "--let d=…: a style sheet has no constants"),
    (["--intended-period", "fullDuration"], "--intended-period fullDuration: a style sheet has no constants"),
  ] as [([String], String)])
  func refused(arguments: [String], names: String) {
    let r = cli(["diagnose", Self.css] + arguments)
    #expect(r.code == 64, "\(r.err)")
    #expect(r.err.contains(names), "\(r.err)")
  }

  @Test("--init takes no report options")
  func initAlone() {
    let r = cli(["diagnose", "--init", "--simulate"])
    #expect(r.code == 64 && r.err.contains("--simulate does nothing with --init"), "\(r.err)")
  }

  @Test("--intended-period applies to every kind of input: seconds to a style sheet, a let to a kfloop/1 file, a constant to Swift")
  func intendedEverywhere() throws {
    let css = try #require(cli(["diagnose", Self.css, "--intended-period", "1.5", "--format", "json"]).json)
    #expect(css.array("diagnostics")?.contains { $0.string("code") == "D02" } == true)
    let written = Scratch.path("intended.css")
    #expect(cli(["diagnose", Self.css, "--intended-period", "1.5", "--write-fixed", written]).code == 0)
    let back = try #require(cli(["diagnose", written, "--format", "json"]).json)
    #expect(back.array("timelines")?.compactMap { $0.number("period") } == [1.5, 1.5, 1.5])
    // bouncing-balls.json declares fullDuration in its top-level let.
    let k = try #require(cli(["diagnose", Self.kfloop, "--intended-period", "fullDuration", "--format", "json"]).json)
    #expect(k.array("timelines")?.compactMap { $0.number("intendedPeriod") } == [2, 2, 2])
    #expect(cli(["diagnose", Self.kfloop, "--intended-period", "nothing"]).code == 64)
    #expect(cli(["diagnose", Self.swift, "--intended-period", "nothing"]).code == 64)
  }

  @Test("--let sets a kfloop/1 file's top-level constant; one it does not declare is refused")
  func letOnKfloop() throws {
    let k = try #require(cli(["diagnose", Self.kfloop, "--let", "fullDuration=1.4", "--format", "json"]).json)
    #expect(k.array("timelines")?.compactMap { $0.number("intendedPeriod") } == [1.4, 1.4, 1.4])
    let r = cli(["diagnose", Self.kfloop, "--let", "d=3"])
    #expect(r.code == 64 && r.err.contains("has no top-level let d"), "\(r.err)")
  }

  @Test("A kfloop/1 file on standard input is read as one, whatever its comments say")
  func kindByStructure() throws {
    let text = "// not a keyframeAnimator, not @keyframes, not <style\n" + (try String(contentsOfFile: Self.kfloop, encoding: .utf8))
    let r = cli(["diagnose", "-", "--format", "json"], stdin: text)
    #expect(r.code == 0, "\(r.err)")
    #expect(r.json?.array("timelines")?.count == 3)
    let swift = try String(contentsOfFile: Self.swift, encoding: .utf8)
    #expect(cli(["diagnose", "-", "--emit", "kfloop"], stdin: "/* { \"format\" */\n" + swift).json?.array("timelines")?.count == 3)
  }

  @Test("An export entry past the keyframe budget is bad data, named as the file names it", arguments: ["array", "ca-keyframes", "css-keyframes", "lottie"])
  func exportBudget(format: String) throws {
    let doc = """
      { "format": "kfloop/1", "timelines": [ { "id": "b", "initialValue": { "y": 0 },
        "tracks": [ { "keyPath": "y", "keyframes": [ { "type": "linear", "to": 1, "duration": 1 } ] } ],
        "playback": { "mode": "repeating", "repeating": true } } ],
        "export": [ { "timeline": "b", "keyPath": "y", "sampleHz": 1000, "span": 10000, "as": "\(format)" } ] }
      """
    let r = cli(["diagnose", "-", "--export-dir", Scratch.path("budget-\(format)")], stdin: doc)
    #expect(r.code == 65, "\(r.err)")
    #expect(r.err.contains("export[0] (\"as\": \"\(format)\")") && r.err.contains("10000001 keyframes"), "\(r.err)")
  }
}
