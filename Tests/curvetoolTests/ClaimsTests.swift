// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Printed claims that sampling contradicted (issue 33's oracle findings),
/// each checked against an independent reading of the curve.
@Suite("Claims: a linear() jump, an overshoot with no move, SKBounce durations checked before building")
struct ClaimsTests {
  @Test("linear() falling to 0.2 and jumping back at 90 %: settled at the jump, the trough listed as 0.2")
  func linearJump() throws {
    let expression = "linear(0, 1 50%, 0.2 90%, 1 90%)"
    let json = try JSONReader.parse(cli(["analyze", expression, "--format", "json"]).out)
    let a = try #require(json["analysis"])
    // Independent: on a dense grid the value is outside the band until
    // just before 0.9 (it is 0.2 + 0.8·(t − 0.5)/0.4 ≤ 0.999 there) and 1
    // from 0.9 on.
    let settle = try #require(a.number("settleTime"))
    var lastOutside = 0.0
    for i in 0...100_000 {
      let t = Double(i) / 100_000
      let v: Double = t < 0.5 ? 2 * t : (t < 0.9 ? 1 - 0.8 * (t - 0.5) / 0.4 : 1)
      if abs(v - 1) > 0.001 { lastOutside = t }
    }
    #expect(settle == 0.9 && lastOutside < 0.9 && lastOutside >= 0.9 - 2e-5)
    let turns = try #require(a["turningPoints"]?.arrayValue)
    #expect(turns.count == 2 && turns[1].number("time") == 0.9 && turns[1].number("value") == 0.2)
  }

  @Test("An overshoot when from = to has no fraction: no ∞ % in text, null in JSON")
  func overshootWithoutMove() throws {
    let args = ["analyze", ".bouncy", "--from", "1", "--to", "1", "--velocity", "2"]
    // (The row wraps at 80 columns: compare with the white space folded.)
    let text = cli(args).out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!text.contains("∞") && text.contains("no move to compare with"))
    let json = try JSONReader.parse(cli(args + ["--format", "json"]).out)
    #expect(json["analysis"]?["overshoot"]?["fraction"] == .null)
    #expect(cli(["analyze", ".bouncy", ".snappy", "--from", "1", "--to", "1", "--velocity", "2"]).out.contains("no move"))
  }

  @Test("bounce(duration: 1e8, compat: skbounce) is refused before its values are built", arguments: ["1e8", "1e7", "60001"])
  func skbounceDuration(_ duration: String) {
    let r = cli(["analyze", "bounce(duration: \(duration), compat: skbounce)"])
    #expect(r.code == 64 && r.err.contains("a duration must be between 0.001 and 60000 s"))
  }
}
