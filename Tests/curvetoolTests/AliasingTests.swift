// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Bounces faster than the frame rate can show are reported as aliased,
/// with what the frames show beside what the mathematics says.
@Suite("Aliasing")
struct AliasingTests {
  @Test("bounce reports aliasing when a half-cycle has fewer than two frames", arguments: [2, 18, 40, 59, 1000])
  func bounces(_ n: Int) throws {
    let r = cli(["bounce", "--bounces", String(n), "--format", "json"])
    let j = try #require(r.json)
    let values = try #require(j.numbers("values"))
    // Independent count: sign changes of value − target between frames.
    var signs: [Bool] = []
    for v in values where abs(v - 1) > 1e-9 { signs.append(v > 1) }
    let changes = zip(signs, signs.dropFirst()).filter { $0 != $1 }.count
    let a = try #require(j.object("aliasing"))
    let halfCycle = 60 * 0.5 / Double(n + 1)
    #expect(abs(a.number("framesPerHalfCycle")! - halfCycle) <= 1e-14 * halfCycle)
    #expect(a["aliased"] == .bool(halfCycle < 2))
    #expect(a.number("frameCrossings") == Double(changes))
    #expect(a.number("crossings") == Double(n + 1))
    let text = cli(["bounce", "--bounces", String(n)]).out
    #expect(text.contains("alias") == (halfCycle < 2))
  }
}
