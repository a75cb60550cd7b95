// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// The inertial bounce as a curve (docs/lottie.md §6): `inertial-bounce(…)`
/// is the expression's damped sine, which is a spring released at rest, so
/// `convert` states it on each platform.
@Suite("inertial-bounce as a curve")
struct LottieBounceCurveTests {
  @Test("inertial-bounce(…) is value + v·amp·sin(2π·freq·t)/e^(decay·t); without amp it leaves at the arriving velocity (the overshoot)")
  func formula() throws {
    let times = (0...60).map { Double($0) / 40 }
    let at = times.map { "\($0)" }.joined(separator: ",")
    let r = cli(["sample", "inertial-bounce(velocity: 600, amp: 0.05, freq: 4, decay: 8, value: 400)", "--at", at, "--format", "json"])
    let values = try #require(r.json?.numbers("values"))
    #expect(values.count == times.count)
    for (t, v) in zip(times, values) {
      let want = 400 + 600 * 0.05 * sin(4 * t * 2 * .pi) / exp(8 * t)
      #expect(Swift.abs(v - want) <= 1e-12 * 30, "t = \(t)")
    }
    let o = cli(["sample", "inertial-bounce(velocity: -250, freq: 3, decay: 5)", "--at", "0,0.1", "--format", "json"])
    let velocities = try #require(o.json?.numbers("velocities"))
    let ov = try #require(o.json?.numbers("values"))
    #expect(Swift.abs(velocities[0] + 250) <= 1e-9 * 250)
    let w = 3 * 2 * Double.pi
    #expect(Swift.abs(ov[1] - (-250 * sin(w * 0.1) / w / exp(0.5))) <= 1e-12 * 250)
    #expect(cli(["sample", "inertial-bounce(amp: 1, freq: 3, decay: 5)"]).err.contains("inertial-bounce(…) needs velocity:"))
  }

  @Test("`lottie` writes the example's bounce as that curve, checked against the expression; convert gives Flutter and Motion exactly")
  func reportAndConvert() throws {
    let r = cli(["lottie", "docs/examples/bounce.lottie.json".inPackage, "--format", "json"])
    let expressions = try #require(r.json?["expressions"]?.arrayValue)
    #expect(expressions.compactMap { $0["path"]?.stringValue } == ["layers[0].ks.r", "layers[0].ks.p.x", "layers[0].ks.s"])
    let curves = try #require(expressions[1]["curves"]?.arrayValue)
    #expect(curves.count == 1)
    let curve = try #require(curves.first?["curve"]?.stringValue)
    #expect(curve == "inertial-bounce(velocity: 600, amp: 0.05, freq: 4, decay: 8, value: 400)")
    #expect((curves.first?["error"]?.doubleValue ?? 1) <= 1e-9 * 30)
    #expect(curves.first?["frame"]?.doubleValue == 30)
    let c = cli(["convert", curve, "--format", "json"])
    let equivalents = try #require(c.json?["equivalents"]?.arrayValue)
    let exact = Set(equivalents.filter { $0["exact"] == .bool(true) }.compactMap { $0["form"]?.stringValue })
    #expect(exact.isSuperset(of: ["flutter", "motion", "reactNative"]), "\(exact)")
    // The expression itself, pasted with the key's velocity and value,
    // reads as the same curve.
    let file = try JSONReader.parse(Array(try String(contentsOfFile: "docs/examples/bounce.lottie.json".inPackage, encoding: .utf8).utf8))
    let source = try #require(file["layers"]?.arrayValue?.first?["ks"]?["p"]?["x"]?["x"]?.stringValue)
    let quoted = source.replacingOccurrences(of: "\n", with: " ")
    let pasted = cli(["sample", "inertial-bounce(velocity: 600, value: 400, expression: \"\(quoted)\")", "--count", "30", "--format", "json"])
    let written = cli(["sample", curve, "--count", "30", "--format", "json"])
    #expect(pasted.code == 0, "\(pasted.err)")
    #expect(pasted.json?.numbers("values") == written.json?.numbers("values"))
    let notBounce = cli(["sample", "inertial-bounce(velocity: 1, expression: \"loopOut('cycle')\")"])
    #expect(notBounce.code != 0 && notBounce.err.contains("expression: is not an inertial bounce or overshoot"))
    let both = cli(["sample", "inertial-bounce(velocity: 1, freq: 2, expression: \"\(quoted)\")"])
    #expect(both.code != 0 && both.err.contains("freq: is the expression's own"))
    // A zero move states its errors against its largest excursion.
    #expect(cli(["convert", curve, "--as", "swiftUI"]).out.contains("of its largest excursion"))
  }
}
