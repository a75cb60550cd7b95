// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Recorded samples are held to the ranges every curve is (docs/cli.md
/// §Limits): past them a fit's squares overflow or underflow and an
/// analysis of ±1e308 listed turning points of nan.
@Suite("Sample files: values within ±1e12; a fit's move and span")
struct SampleLimitsTests {
  /// `.bouncy` sampled at 200 times over its 0.82 s, times scaled by
  /// `timeScale` and moved by `timeOffset`, values scaled by `valueScale`, as CSV in a scratch file.
  static func file(valueScale: Double = 1, timeScale: Double = 1, timeOffset: Double = 0) throws -> String {
    let sampled = cli(["sample", ".bouncy", "--count", "200", "--format", "csv"])
    try #require(sampled.code == 0)
    var text = "t,value\n"
    for line in sampled.out.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",")
      let t = try #require(Double(String(fields[0])))
      let v = try #require(Double(String(fields[1])))
      text += "\(timeOffset + t * timeScale),\(v * valueScale)\n"
    }
    let url = Scratch.url("recording.csv")
    try text.write(to: url, atomically: false, encoding: .utf8)
    return url.path
  }

  @Test("Values beyond ±1e12 are refused by fit, analyze --data and plot --data (65, with the data line)")
  func values() throws {
    // .bouncy peaks at 1.046 of its move at sample 86 (data line 88).
    let over = try Self.file(valueScale: 1e12)
    let inside = try Self.file(valueScale: 0.95e12)
    for command in [["fit", over], ["analyze", "--data", over], ["plot", "--data", over]] {
      let r = cli(command)
      #expect(r.code == 65, "\(command)")
      #expect(r.err.contains("recorded values must be within ±1e12 (data line "), "\(command): \(r.err)")
    }
    for command in [["fit", inside], ["analyze", "--data", inside], ["plot", "--data", inside]] {
      #expect(cli(command).code == 0, "\(command)")
    }
    // A fit refusal carries its stable code in JSON.
    let json = cli(["fit", over, "--format", "json"])
    #expect(json.json?.object("error")?.string("code") == "bad-input")
  }

  @Test("A fit needs values that move by 1e-9 × max(1, |value|): below, the squares underflow")
  func move() throws {
    // 1.046e-9 of a move is at the rule's edge and fits exactly; a tenth of
    // it is refused, and so is 1e-150 (which picked a damped cosine at
    // R² 0.99 where the data is the spring exactly).
    let edge = cli(["fit", try Self.file(valueScale: 1e-9), "--format", "json"])
    #expect(edge.code == 0)
    #expect(edge.json?.string("model") == "spring")
    for scale in [1e-10, 1e-150] {
      let r = cli(["fit", try Self.file(valueScale: scale), "--format", "json"])
      #expect(r.code == 65)
      #expect(r.json?.object("error")?.string("code") == "degenerate-data")
      #expect(r.json?.object("error")?.string("message")?.contains("too little to fit") == true)
    }
    // analyze and plot take small values: nothing in them is squared.
    #expect(cli(["analyze", "--data", try Self.file(valueScale: 1e-150)]).code == 0)
  }

  @Test("A fit's samples span 1 ms to 60,000 s, with a hint for milliseconds")
  func span() throws {
    // .bouncy's samples span 0.818747 s.
    #expect(cli(["fit", try Self.file(timeScale: 0.002)]).code == 0)
    let short = cli(["fit", try Self.file(timeScale: 0.001)])
    #expect(short.code == 65 && short.err.hasPrefix("Error: the samples span 0.000818747 s; a fit's span must be between 0.001 and 60000 s\n"))
    let long = cli(["fit", try Self.file(timeScale: 1e5)])
    #expect(long.code == 65 && long.err.contains("span 81874.7 s; a fit's span must be between 0.001 and 60000 s; if the times are milliseconds, pass --time-unit ms"))
    // Times far from zero are fine: only the span counts.
    #expect(cli(["fit", try Self.file(timeOffset: 1.7e9)]).code == 0)
  }
}
