// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// The After Effects expression evaluator (docs/lottie.md §6) against the
/// expressions' formulas written out here.
@Suite("Lottie expressions")
struct LottieExpressionTests {
  /// A property with keyframes at 0.2 s (value 0) and 0.7 s (value 150),
  /// linear between: 300 units/s while it moves, held outside.
  static func context(scalar: Bool = true, dims: Int = 1, fr: Double = 30) -> AEPropertyContext {
    let v0 = [Double](repeating: 0, count: dims)
    let v1 = [Double](repeating: 150, count: dims)
    func value(_ t: Double) -> [Double] {
      let u = Swift.min(Swift.max((t - 0.2) / 0.5, 0), 1)
      return v1.map { $0 * u }
    }
    func velocity(_ t: Double) -> [Double] { (t >= 0.2 && t < 0.7) ? v1.map { _ in 300 } : v0 }
    return AEPropertyContext(
      keys: [(0.2, v0), (0.7, v1)], value: value, velocity: velocity, frameRate: fr, inPoint: 0, outPoint: 3,
      compositionDuration: 3, scalar: scalar)
  }

  static func run(_ text: String, _ c: AEPropertyContext = context(), at t: Double) throws -> [Double] {
    try AEExpressionEvaluator.evaluate(try AEExpressionParser.parse(text), context: c, time: t)
  }

  static let times = stride(from: 0.0, through: 2.5, by: 0.0123).map { $0 }

  /// The inertial bounce: after the latest key at or before t, value + v·amp·
  /// sin(2π·freq·u)/e^(decay·u), u the time since that key and v the velocity
  /// a tenth of a frame before it; nothing before the first key.
  static func inertial(_ t: Double, amp: Double, freq: Double, decay: Double, cap: Double = .infinity) -> Double {
    let c = context()
    let base = c.value(t)[0]
    guard let key = c.keys.last(where: { $0.time <= t }) else { return base }
    let u = t - key.time
    guard u < cap else { return base }
    let v = c.velocity(key.time - 1 / c.frameRate / 10)[0]
    return base + v * amp * sin(freq * u * 2 * .pi) / exp(decay * u)
  }

  @Test("Inertial bounce, as designers paste it and as Bodymovin exports it ($bm_ helpers, $bm_rt), with a time cap")
  func inertialBounce() throws {
    let plain = """
      amp = .05; freq = 4.0; decay = 8.0; // as pasted
      n = 0;
      if (numKeys > 0){ n = nearestKey(time).index; if (key(n).time > time){ n--; } }
      if (n == 0){ t = 0; }else{ t = time - key(n).time; }
      if (n > 0 && t < 1){
        v = velocityAtTime(key(n).time - thisComp.frameDuration/10);
        value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t);
      }else{ value; }
      """
    let exported = """
      var $bm_rt;
      var amp, freq, decay, n, t, v;
      amp = 0.1; freq = 2; decay = 3; n = 0;
      if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) { n--; } }
      if (n == 0) { t = 0; } else { t = $bm_sub(time, key(n).time); }
      if (n > 0) {
        v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10)));
        $bm_rt = $bm_sum(value, $bm_div($bm_mul($bm_mul(v, amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))));
      } else { $bm_rt = value; }
      """
    for t in Self.times {
      let a = try Self.run(plain, at: t)[0]
      let b = try Self.run(exported, at: t)[0]
      let wantA = Self.inertial(t, amp: 0.05, freq: 4, decay: 8, cap: 1)
      let wantB = Self.inertial(t, amp: 0.1, freq: 2, decay: 3)
      #expect(Swift.abs(a - wantA) <= 1e-12 * 150, "t = \(t)")
      #expect(Swift.abs(b - wantB) <= 1e-12 * 150, "t = \(t)")
    }
  }

  @Test("Overshoot (amp = the key's velocity, w = 2π·freq) and the decaying sine after the last key on a two-value property")
  func overshootAndElastic() throws {
    let overshoot = """
      freq = 3; decay = 5; n = 0;
      if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) n--; }
      if (n > 0) {
        t = time - key(n).time;
        amp = velocityAtTime(key(n).time - .001);
        w = freq*Math.PI*2;
        value + amp*(Math.sin(t*w)/Math.exp(decay*t)/w);
      } else value
      """
    let elastic = """
      amp = 50; freq = 2; decay = 5; n = 0;
      if (numKeys > 0 && time > key(numKeys).time) {
        t = time - key(numKeys).time;
        n = Math.sin(freq * t * Math.PI * 2) * amp * Math.exp(-decay * t);
      }
      value + [n, n];
      """
    let c = Self.context()
    let pair = Self.context(scalar: false, dims: 2)
    for t in Self.times {
      let got = try Self.run(overshoot, at: t)[0]
      var want = c.value(t)[0]
      if let key = c.keys.last(where: { $0.time <= t }) {
        let w = 3 * 2 * Double.pi
        want += c.velocity(key.time - 0.001)[0] * sin((t - key.time) * w) / exp(5 * (t - key.time)) / w
      }
      #expect(Swift.abs(got - want) <= 1e-12 * 150, "overshoot, t = \(t)")
      let e = try Self.run(elastic, pair, at: t)
      let u = t - 0.7
      let n: Double = t > 0.7 ? sin(2 * u * 2 * .pi) * 50 * exp(-5 * u) : 0
      let base = pair.value(t)
      let wantE: [Double] = [base[0] + n, base[1] + n]
      #expect(e.count == 2)
      for d in 0..<Swift.min(2, e.count) { #expect(Swift.abs(e[d] - wantE[d]) <= 1e-12 * 150, "elastic, t = \(t)") }
    }
  }

  @Test("Parabolic bounce (a while loop over arcs that lose a fraction e of their speed), against its arcs written out")
  func parabolicBounce() throws {
    let text = """
      e = .7; g = 5000; nMax = 9; n = 0;
      if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) n--; }
      if (n > 0) {
        t = time - key(n).time;
        v = -velocityAtTime(key(n).time - .001)*e;
        vl = Math.abs(v);
        vu = (v < 0) ? -1 : 1;
        tCur = 0; segDur = 2*vl/g; tNext = segDur; nb = 1;
        while (tNext < t && nb <= nMax) { vl *= e; segDur *= e; tCur = tNext; tNext += segDur; nb++ }
        if (nb <= nMax) { delta = t - tCur; value + vu*delta*(vl - g*delta/2); } else { value }
      } else { value }
      """
    let c = Self.context()
    for t in Self.times {
      let got = try Self.run(text, at: t)[0]
      var want = c.value(t)[0]
      if t >= 0.7 {
        // Arc k starts at speed 210·0.7^k and lasts 2·speed/g.
        var speed = 300 * 0.7
        var start = 0.0
        var k = 1
        while start + 2 * speed / 5000 < t - 0.7 && k <= 9 {
          start += 2 * speed / 5000
          speed *= 0.7
          k += 1
        }
        if k <= 9 {
          let d = t - 0.7 - start
          want -= d * (speed - 5000 * d / 2)
        }
      }
      #expect(Swift.abs(got - want) <= 1e-9 * 150, "t = \(t)")
    }
  }

  @Test("loopOut and loopIn: cycle, pingpong, offset, continue; a stretch of the last keyframes")
  func loops() throws {
    // Keys (0 s, 0), (1 s, 10), linear.
    func value(_ t: Double) -> [Double] { [10 * Swift.min(Swift.max(t, 0), 1)] }
    let c = AEPropertyContext(
      keys: [(0, [0]), (1, [10])], value: value, velocity: { t in [t >= 0 && t < 1 ? 10 : 0] }, frameRate: 30, inPoint: 0, outPoint: 5,
      compositionDuration: 5, scalar: true)
    let cases: [(String, Double, Double)] = [
      ("loopOut()", 2.25, 2.5), ("loopOut('cycle')", 0.5, 5), ("loopOut(\"pingpong\")", 1.25, 7.5), ("loopOut('pingpong')", 2.25, 2.5),
      ("loopOut('offset')", 2.25, 22.5), ("loopOut('continue')", 1.5, 15), ("loopIn('cycle')", -0.25, 7.5),
      ("loopIn('offset')", -0.25, -2.5), ("loopIn('pingpong')", -0.25, 2.5),
    ]
    for (text, t, want) in cases {
      let got = try Self.run(text, c, at: t)[0]
      #expect(Swift.abs(got - want) <= 1e-12, "\(text) at \(t) s")
    }
    // loopOut("cycle", 1) over the last two of three keys.
    let three = AEPropertyContext(
      keys: [(0, [0]), (1, [10]), (2, [30])], value: { t in [t <= 1 ? 10 * Swift.max(t, 0) : 10 + 20 * Swift.min(t - 1, 1)] },
      velocity: { _ in [0] }, frameRate: 30, inPoint: 0, outPoint: 5, compositionDuration: 5, scalar: true)
    #expect(try Self.run("loopOut('cycle', 1)", three, at: 2.5)[0] == 20)
  }

  @Test("Refused, with the reason: random numbers, names not modelled, constructs not read, endless loops")
  func refusals() {
    func message(_ text: String) -> String {
      do {
        _ = try Self.run(text, at: 1)
        return "no error"
      } catch let error as AEExpressionError {
        return "\(error.offset): \(error.message)"
      } catch { return "\(error)" }
    }
    #expect(message("wiggle(2, 10)").contains("'wiggle' is not deterministic"))
    #expect(message("seedRandom(3, true); value + random(5)").contains("'seedRandom' is not deterministic"))
    #expect(message("thisComp.layer(\"Null 1\").transform.position").contains("'thisComp.layer' is not modelled"))
    #expect(message("for (i = 0; i < 3; i++) {}") == "1: 'for' is not read, found for")
    #expect(message("x = 1; while (x > 0) { x++ }").contains("more than 100000 times"))
    #expect(message("value + ").hasSuffix("expected a value, found the end"))
    #expect(message("key(3).time").contains("key(3) is not a keyframe"))
  }

  @Test("The language: comments, declarations, ternaries, compound assignment, increments, indexing, arrays, Math")
  func language() throws {
    let c = Self.context(scalar: false, dims: 2)
    let text = """
      /* a block
         comment */
      var a = 2, b;
      b = a > 1 ? 3 : 4; // 3
      a += b * 2; a -= 1; a *= 2; a /= 4; // 3.5
      a++; ++a; a--; // 4.5
      var p = [a, Math.pow(2, 3) % 5, Math.max(1, 7, 2)];
      [p[0] + value[0], p[1] - -p[2] + Math.round(-2.5) + Math.min(3, 2)]
      """
    let got = try Self.run(text, c, at: 0.45)
    // value at 0.45 s is 75 per dimension; round(−2.5) is −2 in JavaScript.
    let want: [Double] = [79.5, 10]
    #expect(got == want)
    let builtins = try Self.run("length([3, 4]) + length([1, 1], [4, 5]) + clamp(7, 0, 5) + linear(0.5, 0, 1, 10, 20)", at: 0)
    #expect(builtins == [30])
  }
}
