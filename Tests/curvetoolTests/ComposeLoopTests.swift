// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// `diagnose` reads Jetpack Compose: infinite transitions checked against
/// androidx's own play-time rules (VectorizedInfiniteRepeatableSpec,
/// VectorizedTweenSpec, KeyframesSpec), written out here.
@Suite("diagnose reads Compose")
struct ComposeLoopTests {
  static func read(_ kotlin: String) -> ComposeLoops.Result { ComposeLoops.read(Array(kotlin.utf8)) }

  static func doc(_ kotlin: String) throws -> KfloopDocument {
    try KfloopReader.read(Array(read(kotlin).kfloop.text().utf8))
  }

  /// `repetitionPlayTimeNanos` of androidx's VectorizedInfiniteRepeatableSpec
  /// (compose/animation/animation-core), in milliseconds.
  static func repetitionPlayTime(_ play: Double, iteration: Double, offset: Double, reverse: Bool) -> Double {
    let post = play + offset
    guard post > 0 else { return 0 }
    let repeats = (post / iteration).rounded(.down)
    let even = repeats.truncatingRemainder(dividingBy: 2) == 0
    return !reverse || even ? post - repeats * iteration : (repeats + 1) * iteration - post
  }

  /// VectorizedTweenSpec: the start through the delay, then the eased
  /// fraction of the duration (milliseconds).
  static func tween(_ time: Double, duration: Double, delay: Double, easing: CubicBezier, from a: Double, to b: Double) -> Double {
    let played = Swift.min(Swift.max(time - delay, 0), duration)
    return a + (b - a) * easing.progress(at: played / duration)
  }

  /// androidx Easing.kt: FastOutSlowInEasing = CubicBezierEasing(0.4, 0, 0.2, 1).
  static let fastOutSlowIn = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)

  static let fixture = "docs/examples/LoadingDots.kt".inPackage

  @Test("The three dots: periods, offsets and values as Compose plays them; the drift and when they realign")
  func dots() throws {
    let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let d = try Self.doc(text)
    #expect(d.timelines.map(\.id) == ["first", "second", "third"])
    #expect(d.timelines.map(\.period) == [1.2, 1.25, 1.3])
    #expect(d.timelines.map(\.timeOffset) == [0, 0.4, 0.8])
    let target = Double(Float(0.4))
    // first: tween(600) reversed every other iteration; second: 625.
    for (k, ms) in [(0, 600.0), (1, 625.0)] {
      for step in 0..<50 {
        let play = Double(step) * 2 * ms / 50
        let local = Self.repetitionPlayTime(play, iteration: ms, offset: 0, reverse: true)
        let expected = Self.tween(local, duration: ms, delay: 0, easing: Self.fastOutSlowIn, from: 1, to: target)
        #expect(abs(d.timelines[k].timeline.value("value", at: play / 1000) - expected) < 1e-12, "\(k) at \(play) ms")
      }
    }
    // third: keyframes, 1300 ms (PULSE_MS * 2 + 100); 0 → 650 ms linear
    // (the default), and `0.4f at 650 using …` eases the interval it
    // starts, 650 → 1300 ms; Restart.
    for step in 0..<52 {
      let ms = Double(step) * 25
      let expected = ms <= 650
        ? 1 + (target - 1) * ms / 650
        : target + (1 - target) * Self.fastOutSlowIn.progress(at: (ms - 650) / 650)
      #expect(abs(d.timelines[2].timeline.value("value", at: ms / 1000) - expected) < 1e-12, "third at \(ms) ms")
    }
    // The report: D01, and the three restart together after the least
    // common multiple of 1200, 1250 and 1300 ms.
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    let lcm = [1200, 1250, 1300].reduce(1) { $0 / gcd($0, $1) * $1 }
    let r = cli(["diagnose", Self.fixture, "-f", "json"])
    #expect(r.code == 0)
    let d01 = r.json?.array("diagnostics")?.first { $0.string("code") == "D01" }
    #expect(d01?.object("details")?.number("restartTogether") == Double(lcm) / 1000)
  }

  @Test("--write-fixed edits the durations in place, every other byte kept, and the fix reads back in step")
  func writeFixed() throws {
    let original = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let out = Scratch.path("Fixed.kt")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let r = cli(["diagnose", Self.fixture, "--write-fixed", out])
    #expect(r.code == 0, "\(r.err)")
    let fixed = try String(contentsOfFile: out, encoding: .utf8)
    #expect(try Self.doc(fixed).timelines.map(\.period) == [1.3, 1.3, 1.3])
    // A shared constant is never changed: the use is written as a number.
    #expect(fixed.contains("private const val PULSE_MS = 600"))
    let back = fixed.replacingOccurrences(of: "tween(650, easing", with: "tween(PULSE_MS, easing")
      .replacingOccurrences(of: "durationMillis = 650,", with: "durationMillis = 625,")
    #expect(back == original)
    // Defaults written out; keyframe times scaled with the duration: the
    // shared period is c's two iterations, 1034 ms, so b's 100 ms of 300
    // becomes 100 × 1034 / 300 = 344.67, 345 ms.
    let defaults = """
      val t = rememberInfiniteTransition()
      val a by t.animateFloat(0f, 1f, infiniteRepeatable(tween()))
      val b by t.animateFloat(0f, 1f, infiniteRepeatable(keyframes { 0.5f at 100 }))
      val c by t.animateFloat(0f, 1f, infiniteRepeatable(tween(517), RepeatMode.Reverse))
      """
    let path = Scratch.path("Defaults.kt")
    try defaults.write(toFile: path, atomically: true, encoding: .utf8)
    let fixedDefaults = Scratch.path("DefaultsFixed.kt")
    #expect(cli(["diagnose", path, "--write-fixed", fixedDefaults]).code == 0)
    let text = try String(contentsOfFile: fixedDefaults, encoding: .utf8)
    #expect(text.contains("tween(durationMillis = 1034)") && text.contains("keyframes { durationMillis = 1034; 0.5f at 345 }"))
    #expect(text.contains("tween(517), RepeatMode.Reverse"))
    let sums: [Double] = [[1.034], [0.345, 0.689], [0.517, 0.517]].map { $0.reduce(0, +) }
    #expect(try Self.doc(text).timelines.map(\.period) == sums)
    // A period that is not whole milliseconds cannot be written: refused, file untouched.
    let odd = Scratch.path("Odd.kt")
    try """
      val t = rememberInfiniteTransition()
      val a by t.animateFloat(0f, 1f, infiniteRepeatable(tween(333), RepeatMode.Reverse))
      val b by t.animateFloat(0f, 1f, infiniteRepeatable(tween(667)))
      """.write(toFile: odd, atomically: true, encoding: .utf8)
    let oddOut = Scratch.path("OddFixed.kt")
    let refused = cli(["diagnose", odd, "--write-fixed", oddOut])
    #expect(refused.code == 1 && refused.err.contains("whole milliseconds") && !FileManager.default.fileExists(atPath: oddOut))
  }

  @Test("A reusable composable is read once per call, with each call's arguments and the defaults")
  func reusable() throws {
    let code = """
      @Composable
      fun Dot(durationMs: Int, delayMs: Int = 0, modifier: Modifier = Modifier) {
          val t = rememberInfiniteTransition(label = "dot")
          val scale by t.animateFloat(
              initialValue = 1f, targetValue = 0.5f,
              animationSpec = infiniteRepeatable(tween(durationMs, delayMillis = delayMs), RepeatMode.Reverse),
          )
      }

      @Composable
      fun Row() {
          Dot(600)
          Dot(durationMs = 1250 / 2, delayMs = 50)
          Dot(700, modifier = Modifier.padding(4.dp))
      }
      """
    let d = try Self.doc(code)
    #expect(d.timelines.map(\.id) == ["Dot#1.scale", "Dot#2.scale", "Dot#3.scale"])
    // Int division truncates: 1250 / 2 is 625; each iteration is delay + duration.
    #expect(d.timelines.map(\.period) == [1.2, 1.35, 1.4])
  }

  @Test("StartOffset: Delay holds the start, FastForward starts that far in; Restart jumps back to the start")
  func offsets() throws {
    let d = try Self.doc("""
      val t = rememberInfiniteTransition()
      val a by t.animateFloat(0f, 10f, infiniteRepeatable(tween(1000, 200, LinearEasing), initialStartOffset = StartOffset(300)))
      val b by t.animateFloat(0f, 10f, infiniteRepeatable(tween(1000, 200, LinearEasing), RepeatMode.Reverse, StartOffset(1500, StartOffsetType.FastForward)))
      """)
    #expect(d.timelines.map(\.startAt) == [0.3, 0])
    #expect(d.timelines.map(\.timeOffset) == [0, 1.5])
    // A period is its keyframes' durations summed (kfloop/1): the delay,
    // the tween, the tween reversed, the delay.
    let reversed: Double = [0.2, 1.0, 1.0, 0.2].reduce(0, +)
    #expect(d.timelines.map(\.period) == [1.2, reversed])
    for step in 0..<96 {
      let ms = Double(step) * 25
      for (k, reverse) in [(0, false), (1, true)] {
        let local = Self.repetitionPlayTime(ms, iteration: 1200, offset: 0, reverse: reverse)
        let expected = Self.tween(local, duration: 1000, delay: 200, easing: .linear, from: 0, to: 10)
        let period: Double = k == 0 ? 1200 : 2400
        let model: Double = d.timelines[k].timeline.value("value", at: ms.truncatingRemainder(dividingBy: period) / 1000)
        #expect(abs(model - expected) < 1e-12, "\(k) at \(ms)")
      }
    }
  }

  @Test("keyframes: atFraction with the duration set so far, using/with easings, the ends from the animation")
  func keyframes() throws {
    let d = try Self.doc("""
      val t = rememberInfiniteTransition()
      val a by t.animateFloat(2f, 4f, infiniteRepeatable(keyframes {
          3f atFraction 0.5f using FastOutSlowInEasing
          durationMillis = 1000
          5f atFraction 0.5f with LinearEasing
      }))
      """)
    // The first atFraction used the default 300 ms: 0.5 → 150 ms; the second 500 ms.
    let v = d.timelines[0].timeline
    #expect(d.timelines[0].period == 1)
    #expect(abs(v.value("value", at: 0.075) - (2 + 0.5 * 1)) < 1e-12)
    #expect(abs(v.value("value", at: 0.15) - 3) < 1e-12)
    let u = 0.2 / 0.35
    #expect(abs(v.value("value", at: 0.35) - (3 + 2 * Self.fastOutSlowIn.progress(at: u))) < 1e-12)
    #expect(abs(v.value("value", at: 0.75) - (5 - 1 * 0.5)) < 1e-12)
  }

  @Test("What is not read is named with its line: other animations, springs, easing functions, unknown names")
  func accounting() throws {
    let code = """
      val t = rememberInfiniteTransition()
      val a by animateFloatAsState(if (on) 1f else 0f)
      val b = remember { Animatable(0f) }
      val c by t.animateFloat(0f, 1f, infiniteRepeatable(spring()))
      val d by t.animateFloat(0f, 1f, infiniteRepeatable(tween(300, easing = EaseOutBounce)))
      val e by t.animateFloat(0f, 1f, infiniteRepeatable(tween(speed)))
      val f by t.animateFloat(0f, 1f, tween(300))
      val g by t.animateFloat(0f, 1f, infiniteRepeatable(tween(400)))
      """
    let result = Self.read(code)
    #expect(result.timelines.map(\.id) == ["g"])
    #expect(result.accounting.entries.filter { $0.why != nil }.count == 6)
    let path = Scratch.path("Unread.kt")
    try code.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli(["diagnose", path])
    #expect(r.code == 0)
    for (line, words) in [(2, "animateFloatAsState"), (3, "Animatable"), (4, "spring has no fixed duration"), (5, "not a cubic Bézier"), (6, "`speed`"), (7, "does not compile")] {
      #expect(r.err.contains("\(path):\(line):") && r.err.contains(words), "\(line): \(r.err)")
    }
    // Nothing that loops: bad data, saying what is read.
    let none = Scratch.path("None.kt")
    try "val x by animateFloatAsState(1f)\n".write(toFile: none, atomically: true, encoding: .utf8)
    let n = cli(["diagnose", none])
    #expect(n.code == 65 && n.err.contains("rememberInfiniteTransition"))
  }

  @Test("The same loop written in SwiftUI, CSS and Compose is the same kfloop model up to names")
  func differential() throws {
    let css = """
      @keyframes m { from { opacity: 1 } to { opacity: 0.5 } }
      .a { animation: m 0.6s cubic-bezier(0.25, 0, 0.75, 1) infinite alternate; }
      """
    let swift = """
      import SwiftUI
      struct Pulse: View {
          var body: some View {
              Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { c, v in c.opacity(v) } keyframes: { _ in
                  LinearKeyframe(0.5, duration: 0.6, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0), endControlPoint: UnitPoint(x: 0.75, y: 1)))
                  LinearKeyframe(1.0, duration: 0.6, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0), endControlPoint: UnitPoint(x: 0.75, y: 1)))
              }
          }
      }
      """
    let kotlin = """
      val t = rememberInfiniteTransition()
      val opacity by t.animateFloat(1f, 0.5f, infiniteRepeatable(tween(600, easing = CubicBezierEasing(0.25f, 0f, 0.75f, 1f)), RepeatMode.Reverse))
      """
    let models = try [
      KfloopReader.read(Array(CSSLoops.read(Array(css.utf8)).kfloop.text().utf8)),
      KfloopReader.read(Array(SwiftLoops.read(path: "Pulse.swift", bytes: Array(swift.utf8), lets: [:], intendedPeriod: nil).kfloop.text().utf8)),
      Self.doc(kotlin),
    ]
    for m in models {
      #expect(m.timelines.count == 1 && m.timelines[0].period == 1.2 && m.timelines[0].mode == .repeating)
      #expect(m.exactSampling)
    }
    for step in 0...240 {
      let s = Double(step) * 0.01
      let values = models.map { m in m.timelines[0].timeline.value(m.timelines[0].timeline.keyPaths[0], at: s) }
      #expect(abs(values[0] - values[1]) < 1e-12 && abs(values[0] - values[2]) < 1e-12, "\(s): \(values)")
    }
  }

  @Test("A Kotlin file is recognised by its extension or by Compose in it")
  func kind() {
    #expect(DiagnoseSource.kind(path: "Dots.kt", bytes: []) == .compose)
    #expect(DiagnoseSource.kind(path: "dots", bytes: Array("import androidx.compose.animation.core.*\n".utf8)) == .compose)
    #expect(DiagnoseSource.kind(path: "dots", bytes: Array("val t = rememberInfiniteTransition()\n".utf8)) == .compose)
    #expect(DiagnoseSource.kind(path: "dots", bytes: Array(".a { animation: m 1s infinite }".utf8)) == .css)
  }

  @Test("Cut or garbled sources never crash or hang: every prefix and random edits of the fixture")
  func hostile() throws {
    let bytes = Array(try String(contentsOfFile: Self.fixture, encoding: .utf8).utf8)
    var inputs: [[UInt8]] = stride(from: 0, through: bytes.count, by: TestTier.exhaustive ? 1 : 7).map { Array(bytes[..<$0]) }
    var random = SeededRandom(seed: 36)
    let pieces = Array("(){}<>,.=;-+*/%\"'0f 9 1e999f 1_0 at using infiniteRepeatable tween keyframes StartOffset fun Dot(".utf8)
    for _ in 0..<(TestTier.exhaustive ? 2000 : 150) {
      var b = bytes
      for _ in 0..<3 {
        let at = Int(random.next() % UInt64(b.count))
        b[at] = pieces[Int(random.next() % UInt64(pieces.count))]
      }
      inputs.append(b)
    }
    for b in inputs {
      let result = ComposeLoops.read(b)
      // What is read is a kfloop/1 model that reads back, or nothing.
      if case .array(let timelines)? = result.kfloop["timelines"], !timelines.isEmpty {
        #expect(throws: Never.self) { try KfloopReader.read(Array(result.kfloop.text().utf8)) }
      }
    }
  }

  @Test("Animatables in a LaunchedEffect: delay, launch beside, repeatable runs, infiniteRepeatable loops; a spring named")
  func animatables() throws {
    let code = """
      val a = remember { Animatable(0f) }
      val b = remember { Animatable(1f) }
      val c = Animatable(0f)
      val d = remember { Animatable(0f) }
      LaunchedEffect(Unit) {
          launch {
              delay(200)
              b.animateTo(0.5f, infiniteRepeatable(tween(400, easing = LinearEasing), RepeatMode.Reverse))
          }
          a.animateTo(10f, repeatable(3, tween(500, easing = LinearEasing), RepeatMode.Reverse))
          delay(100)
          c.animateTo(1f, infiniteRepeatable(tween(300, easing = LinearEasing)))
      }
      LaunchedEffect(Unit) {
          d.animateTo(1f)
      }
      """
    let result = Self.read(code)
    let doc = try Self.doc(code)
    let byId = Dictionary(uniqueKeysWithValues: doc.timelines.map { ($0.id, $0) })
    let a = try #require(byId["a"]), b = try #require(byId["b"]), c = try #require(byId["c"])
    // b: from 1 to 0.5 and back, every 0.8 s, from 0.2 s.
    #expect(b.mode == .repeating && b.period == [0.4, 0.4].reduce(0, +) && b.startAt == 0.2)
    #expect(b.timeline.value("value", at: 0.1) == 1 - 0.5 * 0.25)
    // a: three runs of 0.5 s (forward, back, forward), then at its target.
    #expect(a.mode == .once && a.startAt == 0)
    for (s, v) in [(0.25, 5.0), (0.6, 8), (0.75, 5), (1.1, 2), (1.49, 9.8)] {
      #expect(abs(a.timeline.value("value", at: s) - v) < 1e-9, "a at \(s)")
    }
    // c: after a's 1.5 s and the 100 ms delay.
    #expect(c.mode == .repeating && c.startAt == 1.6 && c.period == 0.3)
    // d moves by a spring (Animatable's default): named, not modelled.
    let unread = result.accounting.entries.filter { $0.why != nil }
    #expect(unread.count == 1 && result.notes.contains { $0.what.contains("spring") })
    #expect(result.accounting.entries.filter { $0.why == nil }.count == 3)
  }
}
