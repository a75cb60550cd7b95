// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// `--retarget` on `sample`, `analyze` and `plot` (docs/springs.md §8): a
/// spring by SwiftUI's rule, an easing as a CSS transition; the same
/// figures as `spring --retarget`; other curves refused.
@Suite struct RetargetCurveTests {
  static let spring = "spring(stiffness: 170, damping: 26)"

  @Test("sample: a spring's legs are the closed forms from the value and velocity at each change")
  func springSamples() throws {
    let j = try #require(cli(["sample", Self.spring, "--to", "100", "--retarget", "0.2:50", "--retarget", "0.5:80", "--format", "json"]).json)
    let first = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
    let (x1, v1) = first.valueAndVelocity(at: 0.2)
    let second = Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: v1, from: x1, to: 50)
    let (x2, v2) = second.valueAndVelocity(at: 0.3)
    let third = Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: v2, from: x2, to: 80)
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    for (t, x) in zip(times, values) {
      let expected = t < 0.2 ? first.value(at: t) : t < 0.5 ? second.value(at: t - 0.2) : third.value(at: t - 0.5)
      #expect(abs(x - expected) <= 1e-12 * 100, "t = \(t)")
    }
    let r = try #require(j.object("curve")?.object("retargets"))
    #expect(r.string("rule") == "continuous" && r.array("changes")?.count == 2)
    #expect(values.last.map { abs($0 - 80) <= 0.001 * abs(80 - x2) } == true)
  }

  @Test("sample: an easing is a CSS transition; a reversal at 0.1 s of 1 s of ease ends 94.8 ms later")
  func easingSamples() throws {
    let j = try #require(cli(["sample", "ease", "--duration", "1", "--retarget", "0.1:0", "--count", "5", "--format", "json"]).json)
    let curve = try #require(j.object("curve"))
    let end = 0.1 + CubicBezier.ease.progress(at: 0.1)
    #expect(abs((curve.number("duration") ?? 0) - end) < 1e-15)
    #expect(curve.object("retargets")?.string("rule") == "cssTransition")
    #expect(j.numbers("values")?.last == 0)
  }

  @Test("analyze gives the settle time and overshoot spring --retarget gives SwiftUI")
  func sameFigures() throws {
    for change in TestTier.cases(["0.2:50"], exhaustive: ["0.2:50", "0.2:150", "0.05:-40"]) {
      let a = try #require(cli(["analyze", Self.spring, "--to", "100", "--retarget", change, "--format", "json"]).json?.object("analysis"))
      let s = try #require(cli(["spring", "--stiffness", "170", "--damping", "26", "--to", "100", "--retarget", change, "--format", "json"]).json)
      let swiftUI = try #require(s.object("retargets")?.object("after")?.object("swiftUI"))
      #expect(a.number("settleTime") == swiftUI.number("doneTime"), "\(change)")
      #expect((a.object("overshoot")?.number("distance") ?? 0) == swiftUI.number("overshoot"), "\(change)")
    }
  }

  @Test("plot draws the interrupted motion and names the changes")
  func plot() {
    let r = cli(["plot", "ease", "--duration", "1", "--retarget", "0.1:0", "--retarget", "0.15:1"])
    // The legend wraps at the width: read it as one line.
    let words = r.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(r.code == 0 && words.contains("the target changes to 0 at 0.1 s, then to 1 at 0.15 s; a CSS transition starts a new"))
  }

  @Test("Curves without a target, and a change after a cut, are refused with the flag named")
  func refusals() {
    for (args, message) in [
      (["sample", "bounce(bounces: 2)", "--retarget", "0.2:1"], "has no target to change"),
      (["analyze", "damped-cosine(amplitude: -1, decay: 5, omega: 20, offset: 1)", "--retarget", "0.2:1"], "--retarget"),
      (["sample", Self.spring, "--duration", "0.3", "--retarget", "0.5:1"], "after the end of the motion"),
      (["plot", Self.spring, "--retarget", "0.5"], "SECONDS:VALUE"),
      (["plot", "--data", "docs/examples/recorded-bounce.csv".inPackage, "--retarget", "0.2:1"], "applies to a curve expression"),
    ] {
      let r = cli(args)
      #expect(r.code == 64 && r.err.contains(message), "\(args): \(r.err)")
    }
  }
}

/// `--engine` on `sample`, `analyze` and `plot`: the samples are the
/// engine's frames (with `--retarget`, under its rule), the JSON names the
/// engine, its done time and what it carried; other pairings refused.
@Suite struct EngineCurveTests {
  static let spring = "spring(stiffness: 170, damping: 26)"

  @Test("sample --engine: the frames, velocities and changes are the engine's own")
  func frames() throws {
    let s = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
    let changes = [SpringRetarget(time: 0.2, target: 50)]
    for (name, engine, fps) in [("motion", SpringEngine.motion, 60.0), ("android", .android, 120), ("rebound", .rebound, 60)] {
      let j = try #require(cli([
        "sample", Self.spring, "--to", "100", "--retarget", "0.2:50", "--engine", name, "--fps", "\(fps)", "--format", "json",
      ]).json, "\(name)")
      let f = engine.frames(of: s, frameRate: fps, duration: 60, settings: .init(), retargets: changes)
      #expect(j.numbers("times") == f.times && j.numbers("values") == f.values && j.numbers("velocities") == f.velocities, "\(name)")
      let e = try #require(j.object("curve")?.object("engine"))
      #expect(e.string("id") == engine.rawValue && e.number("doneTime") == f.doneTime)
      #expect(e.array("changes")?.first?.number("startVelocity") == f.legStarts.first?.startVelocity)
      #expect(j.object("curve")?.object("retargets")?.string("rule") == engine.retargetRule.rawValue)
    }
  }

  @Test("An expression's engine keys are applied with --engine, and not named as dropped")
  func keysApplied() throws {
    let loose = cli(["sample", "{ tension: 170, friction: 26, precision: 0.5 }", "--to", "100", "--engine", "react-spring", "--format", "json"])
    let strict = try #require(cli(["sample", "{ tension: 170, friction: 26 }", "--to", "100", "--engine", "react-spring", "--format", "json"]).json)
    #expect(loose.code == 0 && !loose.err.contains("precision"))
    let a = try #require(loose.json?.object("curve")?.object("engine")?.number("doneTime"))
    let b = try #require(strict.object("curve")?.object("engine")?.number("doneTime"))
    #expect(a < b)
  }

  @Test("analyze and plot read the frames, at --fps")
  func analyzeAndPlot() throws {
    let a = try #require(cli(["analyze", Self.spring, "--to", "100", "--retarget", "0.2:50", "--engine", "android", "--format", "json"]).json)
    #expect(a.object("analysis")?.number("endTime") == 0.666 && a.object("analysis")?.number("endValue") == 50)
    let s = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
    let f = SpringEngine.android.frames(of: s, frameRate: 120, duration: 60, settings: .init(), retargets: [.init(time: 0.2, target: 50)])
    let b = try #require(cli([
      "analyze", Self.spring, "--to", "100", "--retarget", "0.2:50", "--engine", "android", "--fps", "120", "--format", "json",
    ]).json)
    #expect(b.object("analysis")?.number("endTime") == f.doneTime && b.object("curve")?.object("engine")?.number("frameRate") == 120)
    #expect(cli(["plot", Self.spring, "--engine", "popmotion", "--fps", "30"]).code == 0)
  }

  @Test("Engines and curves that do not go together are refused, naming the flag")
  func refusals() {
    for (args, message) in [
      (["sample", "ease", "--engine", "motion"], "an easing plays as a CSS transition"),
      (["sample", Self.spring, "--engine", "css-transition"], "this curve is not an easing"),
      (["analyze", "bounce(bounces: 2)", "--engine", "android"], "this curve is not a spring"),
      (["sample", Self.spring, "--engine", "android", "--count", "5"], "the engine's frames"),
      (["plot", Self.spring, "--engine", "reactspirng"], "reactSpring"),
      (["spring", "--engine", "css-transition"], "draws easings"),
      (["analyze", Self.spring, "--fps", "30"], "give --engine too"),
      (["plot", Self.spring, "--fps", "30"], "give --engine too"),
      (["analyze", "--data", "docs/examples/recorded-bounce.csv".inPackage, "--engine", "android"], "applies to a curve expression"),
    ] {
      let r = cli(args)
      #expect(r.code == 64 && r.err.contains(message) && r.err.contains("--engine"), "\(args): \(r.err)")
    }
  }
}
