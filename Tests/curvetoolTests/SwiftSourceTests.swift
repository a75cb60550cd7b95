// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// `diagnose` reads SwiftUI sources into the model kfloop/1 describes.
@Suite("diagnose reads SwiftUI")
struct SwiftSourceTests {
  static let seed = "docs/examples/BouncingBalls.swift".inPackage

  static func temporary(_ name: String, _ text: String) throws -> String {
    let dir = Scratch.url("swift")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("The seed's views diagnose as docs/examples/bouncing-balls.json does: the same findings, impacts and numbers")
  func seedMatchesTheKfloopFile() throws {
    let swift = try #require(cli(["diagnose", Self.seed, "--horizon", "42", "--intended-period", "fullDuration", "--format", "json"]).json)
    let kfloop = try #require(cli(["diagnose", "docs/examples/bouncing-balls.json".inPackage, "--format", "json"]).json)
    let a = try #require(swift.array("diagnostics"))
    let b = try #require(kfloop.array("diagnostics"))
    #expect(a.map { $0["code"] } == b.map { $0["code"] })
    #expect(a.map { $0.number("impact") } == b.map { $0.number("impact") })
    #expect(a.map { $0["summary"] } == b.map { $0["summary"] })
    // The same periods, intended period and timer, under the source's names.
    let periods = { (j: JSON) in j.array("timelines")?.compactMap { $0.number("period") } }
    #expect(periods(swift) == [1.0, 1.2, 1.4] && periods(swift) == periods(kfloop))
    #expect(swift.array("timelines")?.compactMap { $0.number("intendedPeriod") } == [2, 2, 2])
    #expect(swift.array("timelines")?.compactMap { $0["id"]?.stringValue } == ["BouncingCircle", "BouncingCircle2", "BouncingCircle3"])
  }

  @Test("Every number is cited with its file, line and column")
  func citations() throws {
    let r = cli(["diagnose", Self.seed, "--emit", "kfloop"])
    let j = try #require(r.json)
    let cites = try #require(j["source"]?["cites"])
    let lines = try String(contentsOfFile: Self.seed, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    func text(at cite: String) -> Substring? {
      let parts = cite.split(separator: ":")
      guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
      return lines[line - 1].dropFirst(column - 1)
    }
    // BouncingCircle2's first stretch keyframe: `duration * 0.3` where its duration is 1.2.
    let cite = try #require(cites["timelines[1].verticalStretch[0].duration"]?.stringValue)
    #expect(text(at: cite)?.hasPrefix("duration * 0.3") == true, "\(cite)")
    let to = try #require(cites["timelines[1].verticalStretch[0].to"]?.stringValue)
    #expect(text(at: to)?.hasPrefix("0.7") == true)
    let timer = try #require(cites["controls.isDoneLoading"]?.stringValue)
    #expect(text(at: timer)?.hasPrefix("onReceive") == true)
    let interval = try #require(cites["controls.isDoneLoading.interval"]?.stringValue)
    #expect(text(at: interval)?.hasPrefix("3.0") == true)
    // The timer: every 3 s on the common run loop mode, toggling repeating.
    let control = try #require(j.array("controls")?.first)
    #expect(control.number("interval") == 3 && control["runLoopMode"]?.stringValue == "common")
    #expect(r.err.contains("`fullDuration` (2 s) is declared but no animation uses it"))
  }

  @Test("A value the source does not give is named with its place and a --let to supply it; --let reads it")
  func unreadable() throws {
    let code = """
      import SwiftUI
      struct Root: View {
          var body: some View { Pulse() }
      }
      struct Pulse: View {
          var duration: Double = computeDuration()
          var body: some View {
              Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                  content.opacity(value)
              } keyframes: { _ in
                  KeyframeTrack {
                      LinearKeyframe(0.2, duration: duration / 2, timingCurve: .easeInOut)
                      LinearKeyframe(1.0, duration: duration / 2)
                  }
              }
          }
      }
      """
    let path = try Self.temporary("Pulse.swift", code)
    let refused = cli(["diagnose", path])
    #expect(refused.code == 65)
    #expect(refused.err.contains("\(path):6:28: warning: Pulse: `computeDuration()` is a function call: its value is unknown; pass --let computeDuration=VALUE"), "\(refused.err)")
    let read = cli(["diagnose", path, "--let", "computeDuration=1.6", "--format", "json"])
    #expect(read.code == 0)
    #expect(read.json?.array("timelines")?.first?.number("period") == 1.6)
    #expect(cli(["diagnose", path, "--let", "x"]).code == 64)
  }

  @Test("A keyframe's .bezier timing curve is held to the Bézier rules, pointing at the control point")
  func keyframeBezierRules() throws {
    for (point, message) in [
      ("UnitPoint(x: 1.5, y: 0)", "x1 1.5 is outside [0, 1]: x control points must lie in [0, 1]"),
      ("UnitPoint(x: 0.3, y: 1e300)", "y1 1e300 is outside ±1e12: y control points must lie within ±1e12"),
    ] {
      let code = """
        import SwiftUI
        struct Pulse: View {
            var body: some View {
                Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in
                    content.opacity(value)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(0.2, duration: 1, timingCurve: .bezier(startControlPoint: \(point), endControlPoint: UnitPoint(x: 0.7, y: 1)))
                    }
                }
            }
        }
        """
      let r = cli(["diagnose", try Self.temporary("Pulse.swift", code)])
      #expect(r.code == 65 && r.err.contains(message), "\(r.err)")
    }
  }

  /// A modifier whose brackets close only after the view's body (the
  /// seed's view with its `.keyframeAnimator(` line repeated, cut short):
  /// the reader formed a range whose end came before its start and trapped.
  @Test("An animator not closed inside its body is unreadable, never a trap")
  func unbalanced() throws {
    let seed = try String(contentsOfFile: "docs/examples/BouncingBalls.swift".inPackage, encoding: .utf8)
    let line = ".keyframeAnimator(initialValue: BouncingAnimationProperties(), repeating: repeats) { content, value in"
    #expect(seed.contains(line))
    let cut = String(repeating: ".keyframeAnimator(initialValue: BouncingAnimationProperties(), repe   ", count: 5) + line
    let r = cli(["diagnose", try Self.temporary("Balls.swift", seed.replacingOccurrences(of: line, with: cut))])
    #expect([0, 64, 65].contains(r.code), "\(r.err)")
    #expect(r.err.contains("is not closed inside the view's body"), "\(r.err)")
  }

  @Test("A .task loop of Task.sleep and a toggle is a chained timer")
  func taskLoop() throws {
    let code = """
      struct Root: View {
          @State var on = true
          var body: some View {
              VStack {
                  if on { Ball(period: 0.8) } else { Ball(period: 0.8, repeats: false) }
              }
              .task {
                  while true {
                      try? await Task.sleep(for: .milliseconds(2500))
                      on.toggle()
                  }
              }
          }
      }
      struct Ball: View {
          var period = 1.0
          var repeats = true
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: repeats) { c, value in c.offset(y: value) } keyframes: { _ in
                  CubicKeyframe(-40, duration: period / 2)
                  CubicKeyframe(0, duration: period / 2)
              }
          }
      }
      """
    let path = try Self.temporary("Task.swift", code)
    let j = try #require(cli(["diagnose", path, "--emit", "kfloop"]).json)
    let control = try #require(j.array("controls")?.first)
    #expect(control.number("interval") == 2.5 && control["chained"] == .bool(true))
    #expect(j.array("timelines")?.first?.array("tracks")?.first?.array("keyframes")?.count == 2)
  }

  @Test("--write-fixed changes only the duration constants, and the fixed source shares one period")
  func writeFixed() throws {
    let original = try String(contentsOfFile: Self.seed, encoding: .utf8)
    let path = try Self.temporary("BouncingBalls.swift", original)
    let out = path + ".fixed.swift"
    #expect(cli(["diagnose", path, "--intended-period", "fullDuration", "--write-fixed", out]).code == 0)
    let fixed = try String(contentsOfFile: out, encoding: .utf8)
    var back = fixed
    for (i, d) in ["1.0", "1.2", "1.4"].enumerated() {
      guard let r = back.range(of: "var duration: Double = 2.0") else { Issue.record("duration \(i) not fixed"); return }
      back.replaceSubrange(r, with: "var duration: Double = \(d)")
    }
    #expect(back == original)
    let again = try #require(cli(["diagnose", out, "--format", "json"]).json)
    #expect(again.array("timelines")?.compactMap { $0.number("period") } == [2, 2, 2])
  }

  @Test("Token soup never traps", arguments: [21, 22] as [UInt64])
  func hostile(seed: UInt64) {
    var g = SeededRandom(seed: seed)
    let pieces = ["struct", "V", ":", "View", "{", "}", "(", ")", "var", "body", "some", "keyframeAnimator", "initialValue", "repeating",
      "keyframes", "KeyframeTrack", "\\.x", "LinearKeyframe", "duration", "*", "0.5", "if", "else", "flag", "!", "onReceive", "toggle", ".",
      "Timer", "publish", "every", ",", "=", "let", "\"s", "//", "/*", "\n"]
    for _ in 0..<300 {
      let text = (0..<Int(g.uniform(1...120))).map { _ in pieces[Int(g.uniform(0...Double(pieces.count) - 0.001))] }.joined(separator: " ")
      let r = SwiftLoops.read(path: "x.swift", bytes: Array(text.utf8), lets: [:])
      _ = try? KfloopReader.read(Array(r.kfloop.text().utf8))
    }
  }

  @Test("A key that does not shape the animation (blendDuration) is named with its place, as the curve commands name it")
  func inertKeysNamed() throws {
    let source = """
      struct Dot: View {
          var body: some View {
              Circle()
                  .phaseAnimator([false, true]) { content, phase in
                      content.scaleEffect(phase ? 1.4 : 1.0)
                  } animation: { _ in
                      .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0.3)
                  }
          }
      }
      """
    let r = cli(["diagnose", try Self.temporary("Blend.swift", source), "--format", "json"])
    #expect(r.code == 0)
    #expect(r.err.contains("Blend.swift:7:") && r.err.contains("'blendDuration: 0.3' does not change this curve"), "\(r.err)")
    let plain = source.replacingOccurrences(of: ", blendDuration: 0.3", with: "")
    let p = cli(["diagnose", try Self.temporary("Plain.swift", plain), "--format", "json"])
    // The same timelines; only the warning differs.
    #expect(!p.err.contains("blendDuration") && p.json?["timelines"] != nil && p.json?["timelines"] == r.json?["timelines"])
  }

  @Test("phaseAnimator loops phase to phase along its animation; KeyframeAnimator(initialValue:trigger:) plays on each change")
  func phasesAndTriggers() throws {
    let phases = """
      struct Dots: View {
          var body: some View { HStack { Dot(); Dot(scale: 1.6) } }
      }
      struct Dot: View {
          var scale = 1.4
          var body: some View {
              Circle()
                  .phaseAnimator([false, true]) { content, phase in
                      content.scaleEffect(phase ? scale : 1.0).opacity(phase ? 1 : 0.4)
                  } animation: { _ in
                      .easeInOut(duration: 0.6)
                  }
          }
      }
      """
    let j = try #require(cli(["diagnose", try Self.temporary("Phase.swift", phases), "--emit", "kfloop"]).json)
    let timelines = try #require(j.array("timelines"))
    #expect(timelines.count == 2)
    // Dot #2 (scale 1.6): 1 → 1.6 → 1, each move 0.6 s of SwiftUI's easeInOut.
    let scale = try #require(timelines[1].array("tracks")?.first { $0["keyPath"]?.stringValue == "scaleEffect" }?.array("keyframes"))
    #expect(scale.compactMap { $0.number("to") } == [1.6, 1.0] && scale.compactMap { $0.number("duration") } == [0.6, 0.6])
    #expect(scale.first?["timingCurve"]?["bezier"] == .array([0.42, 0, 0.58, 1].map(JSON.number)))
    #expect(timelines[1]["initialValue"]?.number("opacity") == 0.4)
    let trigger = """
      struct Root: View {
          @State private var taps = 0
          let timer = Timer.publish(every: 2, on: .main, in: .default).autoconnect()
          var body: some View {
              KeyframeAnimator(initialValue: 1.0, trigger: taps) { value in
                  Circle().scaleEffect(value)
              } keyframes: { _ in
                  SpringKeyframe(1.3, duration: 0.25, spring: .bouncy)
                  SpringKeyframe(1.0, duration: 0.5)
              }
              .onReceive(timer) { _ in taps += 1 }
          }
      }
      """
    let k = try #require(cli(["diagnose", try Self.temporary("Trigger.swift", trigger), "--emit", "kfloop"]).json)
    #expect(k.array("timelines")?.first?["playback"]?["mode"]?.stringValue == "trigger")
    let control = try #require(k.array("controls")?.first)
    #expect(control["action"]?["field"]?.stringValue == "trigger" && control.number("interval") == 2)
    // .bouncy is Spring(duration: 0.5, bounce: 0.3): stiffness (2π/0.5)².
    let spring = k.array("timelines")?.first?.array("tracks")?.first?.array("keyframes")?.first?["spring"]
    #expect(abs((spring?.number("stiffness") ?? 0) - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
  }
}

/// A source and the kfloop/1 it emits diagnose identically.
@Suite("Sources and their --emit kfloop agree")
struct EmitAgreementTests {
  /// Codes, impacts, summaries and lines: everything but the wording of
  /// fixes (which speaks each input's language) and the file name.
  static func findings(_ args: [String]) throws -> [String] {
    let j = try #require(cli(["diagnose"] + args + ["--format", "json"]).json)
    return (j.array("diagnostics") ?? []).map { d in
      [d["code"]?.stringValue ?? "", NumberText.text(d.number("impact") ?? -1, .significant(12)), d["summary"]?.stringValue ?? ""]
        .joined(separator: "|") + (d.array("lines") ?? []).compactMap(\.stringValue).joined(separator: "\n")
    }
  }

  static func check(_ name: String, _ text: String) throws {
    let dir = Scratch.url("emit")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent(name).path
    try text.write(toFile: source, atomically: true, encoding: .utf8)
    let emitted = dir.appendingPathComponent("emitted.json").path
    #expect(cli(["diagnose", source, "--emit", "kfloop", "-o", emitted]).code == 0)
    let a = try findings([source])
    #expect(!a.isEmpty)
    #expect(a == (try findings([emitted])), "\(text)")
  }

  @Test("Random CSS loaders", arguments: [31, 32, 33] as [UInt64])
  func css(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    let timings = ["ease", "linear", "ease-in-out", "cubic-bezier(0.3, 1.4, 0.6, 1)", "steps(3, jump-end)", "linear(0, 0.8 30%, 1)"]
    let directions = ["normal", "alternate", "reverse", "alternate-reverse"]
    var css = "@keyframes bob { 0%, 100% { transform: translateY(0) scale(1); } 40% { transform: translateY(-\(Int(g.uniform(5...30)))px) scale(0.8); } }\n"
    for k in 1...Int(g.uniform(2...4.99)) {
      let ms = Int(g.uniform(400...1600))
      let delay = g.uniform(-1...0)
      css += ".dot:nth-child(\(k)) { animation: bob \(ms)ms \(timings[Int(g.uniform(0...5.99))]) \(NumberText.text(delay, .brief))s infinite \(directions[Int(g.uniform(0...3.99))]); }\n"
    }
    try Self.check("loader.css", css)
  }

  @Test("Random SwiftUI views", arguments: [41, 42, 43] as [UInt64])
  func swift(seed: UInt64) throws {
    var g = SeededRandom(seed: seed)
    let n = Int(g.uniform(2...3.99))
    var text = "import SwiftUI\nstruct Root: View {\n    @State private var done = false\n    let timer = Timer.publish(every: \(Int(g.uniform(2...5))), on: .main, in: .common).autoconnect()\n    var body: some View {\n        HStack {\n            if done {\n"
    for k in 1...n { text += "                Ball\(k)(repeats: false)\n" }
    text += "            } else {\n"
    for k in 1...n { text += "                Ball\(k)()\n" }
    text += "            }\n        }\n        .onReceive(timer) { _ in done.toggle() }\n    }\n}\n"
    for k in 1...n {
      let d = NumberText.text(g.uniform(0.6...1.6), .brief)
      text += """
        struct Ball\(k): View {
            var duration: Double = \(d)
            var repeats = true
            var body: some View {
                let rise = duration * 0.4
                Circle().keyframeAnimator(initialValue: 0.0, repeating: repeats) { content, value in
                    content.offset(y: value)
                } keyframes: { _ in
                    KeyframeTrack {
                        SpringKeyframe(-\(Int(g.uniform(10...60))), duration: rise, spring: .bouncy)
                        CubicKeyframe(0, duration: duration - rise)
                    }
                }
            }
        }

        """
    }
    try Self.check("Balls.swift", text)
  }
}
