// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Findings reflect the player the source is written for, and every
/// number a finding rests on is a real time.
@Suite("diagnose's findings reflect the player")
struct DiagnosePlayerTests {
  static func d08(_ args: [String]) throws -> JSON? {
    let j = try #require(cli(["diagnose"] + args + ["--format", "json"]).json)
    return j.array("diagnostics")?.first { $0.string("code") == "D08" }
  }

  @Test("D08 costs nothing where the player samples exact times (a browser, SwiftUI); --fail-on 1 does not fail a correct loader")
  func exactTimePlayers() throws {
    let css = try #require(try Self.d08(["docs/examples/loader.css".inPackage]))
    #expect(css.number("impact") == 0)
    #expect(css.string("impactNote")?.contains("browsers sample exact times") == true)
    let swift = try SwiftSourceTests.temporary("Quarter.swift", """
      struct Pulse: View {
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                  LinearKeyframe(100, duration: 0.51)
                  LinearKeyframe(0, duration: 0.51)
              }
          }
      }
      """)
    let s = try #require(try Self.d08([swift]))
    #expect(s.number("impact") == 0)
    // Its model says so (clock.sampling exact) and diagnoses alike; the
    // same loop played by a frame-counting player keeps its cost.
    let emitted = Scratch.path("quarter.json")
    #expect(cli(["diagnose", swift, "--emit", "kfloop", "-o", emitted]).code == 0)
    #expect((try Self.d08([emitted]))?.number("impact") == 0)
    let text = try String(contentsOfFile: emitted, encoding: .utf8)
    #expect(text.contains("\"sampling\": \"exact\""))
    let frames = Scratch.path("quarter-frames.json")
    try text.replacingOccurrences(of: "\"sampling\": \"exact\"", with: "\"sampling\": \"frames\"").write(toFile: frames, atomically: true, encoding: .utf8)
    #expect((try Self.d08([frames]))?.number("impact") ?? 0 > 0)
    // A style sheet that only misses frames passes a CI gate of 1.
    let loader = """
      .d { animation: p 1.01s linear infinite; }
      .d:nth-child(2) { animation-delay: -0.5s; }
      @keyframes p { 50% { transform: translateY(-10px); } }
      """
    let path = try SwiftSourceTests.temporary("frames.css", loader)
    #expect(cli(["diagnose", path, "--fail-on", "1"]).code == 0)
  }

  /// The unit step response of a spring of damping ratio ζ and natural
  /// frequency ω, written out (under-damped).
  static func step(_ t: Double, zeta: Double, omega: Double) -> Double {
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
  }

  @Test("A spring keyframe without a duration lasts until it settles, never a negative time; an undamped one is refused")
  func springSlots() throws {
    // ζ = 5e-4 is below ε = 0.001, where the settling-duration estimate is negative.
    let (k, m, c) = (100.0, 1.0, 0.01)
    func doc(_ damping: Double) -> String {
      """
      { "format": "kfloop/1", "timelines": [ { "id": "s", "initialValue": { "y": 0 },
        "tracks": [ { "keyPath": "y", "keyframes": [ { "type": "spring", "to": 1, "duration": null,
          "spring": { "mass": \(m), "stiffness": \(k), "damping": \(damping), "allowOverDamping": true } } ] } ],
        "playback": { "mode": "repeating", "repeating": true } } ] }
      """
    }
    #expect(cli(["diagnose", "-", "--emit", "kfloop"], stdin: doc(c)).json?.array("timelines")?.count == 1)
    let read = try KfloopReader.read(Array(doc(c).utf8))
    let t = read.timelines[0].period
    let (zeta, omega) = (c / (2 * (k * m).squareRoot()), (k / m).squareRoot())
    #expect(Spring(mass: m, stiffness: k, damping: c).settlingDuration(epsilon: 0.001) < 0)
    #expect(t > 0 && t.isFinite)
    // At the settle time the motion is on the band's edge; after it, never outside.
    #expect(abs(abs(Self.step(t, zeta: zeta, omega: omega) - 1) - 0.001) < 1e-9)
    let envelope = log(1 / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
    let cycle = 2 * Double.pi / omega
    var s = t + 1e-9
    while s < envelope + cycle {
      #expect(abs(Self.step(s, zeta: zeta, omega: omega) - 1) <= 0.001 * (1 + 1e-9))
      s += cycle / 4000
    }
    let r = cli(["diagnose", "-"], stdin: doc(0))
    #expect(r.code == 65 && r.err.contains("never settles"), "\(r.err)")
  }
}
