// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Decays as the commands read and report them (docs/curves.md, Decays).
@Suite struct DecayCommandTests {
  /// react-spring's stop, solved in closed form: frame k's step is
  /// (v₀/λ)·e^(−λk/60)·(e^(λ/60) − 1), so the first frame with a step at
  /// most p is k = ⌈60·ln(v₀(e^(λ/60) − 1)/(λp))/λ⌉.
  static func reactSpringStopFrame(velocity v0: Double, rate: Double, precision p: Double) -> Int {
    Int((60 * log(v0 * expm1(rate / 60) / (rate * p)) / rate).rounded(.up))
  }

  @Test("react-spring { decay, velocity, precision }: its stop frame, its values, its JSON", arguments: [
    ("{ decay: true, velocity: 0.5 }", 0.998, 0.005), ("{ decay: 0.99, velocity: 2, precision: 0.01 }", 0.99, 0.01),
    ("{ velocity: 1.5, decay: 0.995, precision: 0 }", 0.995, 0.005),
  ])
  func reactSpring(_ c: (String, Double, Double)) throws {
    let j = try #require(cli(["sample", c.0, "--format", "json"]).json)
    let curve = try #require(j.object("curve"))
    #expect(curve.string("kind") == "decay")
    let v0 = try #require(curve.number("initialVelocity"))
    let rate = (1 - c.1) * 1000
    #expect(curve.number("rate") == rate)
    let stop = try #require(curve.number("stopTime"))
    #expect(stop == Double(Self.reactSpringStopFrame(velocity: v0, rate: rate, precision: c.2)) / 60)
    #expect(curve.number("duration") == stop)
    // Every value on the closed form, and the end where it stops.
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    let asymptote = v0 / rate
    for (t, x) in zip(times, values) {
      #expect(Swift.abs(x - asymptote * -expm1(-rate * t)) <= 1e-13 * asymptote)
    }
    #expect(curve.number("to") == values.last)
    #expect(times.last == stop)
  }

  /// `SpringValue.test.ts` (pmndrs/react-spring 027a133), 'stops decay
  /// easing when step difference is less than precision', through the
  /// reader: the values `sample` prints at 60 fps.
  @Test("react-spring's decay precision test, through sample", arguments: [100, 10, 1, 0.1, 0.01, 0.001, 0.0001])
  func reactSpringUpstream(_ p: Double) throws {
    let text = "{ velocity: \(NumberText.text(p * 10, .detail)), decay: true, precision: \(NumberText.text(p, .detail)) }"
    let values = try #require(cli(["sample", text, "--format", "json"]).json?.numbers("values"))
    #expect(values.count > 3)
    #expect(values[values.count - 1] - values[values.count - 3] > p)
    #expect(values[values.count - 1] - values[values.count - 2] <= p)
  }

  @Test("Rebound's coasting spring: started by --velocity, never falls, rests where the engine does")
  func reboundCoasting() throws {
    for text in ["SpringConfig.coastingConfigWithOrigamiFriction(7)", "SpringConfig(0, 22)", "SpringConfig(tension: 0, friction: 22)"] {
      let j = try #require(cli(["sample", text, "--velocity", "1000", "--format", "json"]).json, "\(text)")
      let values = try #require(j.numbers("values"))
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
      let curve = try #require(j.object("curve"))
      #expect(curve.number("rate") == 22)
      let frames = DecayRule.rebound(friction: 22, restSpeed: 0.001)
        .frames(Decay(from: 0, initialVelocity: 1000, rate: 22), frameRate: 60, duration: 60)
      #expect(curve.number("stopTime") == frames.doneTime)
      #expect(Swift.abs(try #require(curve.number("asymptote")) - 1000.0 / 22) <= 1e-13)
    }
    // Without a velocity it does not move.
    let still = try #require(cli(["sample", "SpringConfig(0, 22)", "--format", "json"]).json?.numbers("values"))
    #expect(still.allSatisfy { $0 == 0 })
  }

  @Test("what a decay cannot take is refused, naming it")
  func refusals() {
    let cases: [([String], String)] = [
      (["{ decay: true, tension: 170 }"], "'tension' does not apply to a react-spring decay"),
      (["{ decay: true, velocity: 1, clamp: true }"], "'clamp' does not apply"),
      (["{ decay: 1, velocity: 1 }"], "decay"),
      (["{ decay: true, velocity: 1, precison: 0.1 }"], "Did you mean 'precision'"),
      (["{ decay: true, velocity: 1 }", "--to", "5"], "a decay has no target"),
      (["SpringConfig(0, 0)"], "friction"),
      (["SpringConfig.coastingConfigWithOrigamiFriction(-1)"], "coasting spring needs more than 0"),
    ]
    for (args, message) in cases {
      let r = cli(["sample"] + args)
      #expect(r.code == 64 && r.err.contains(message), "\(args): \(r.err)")
    }
  }

  @Test("decay: false is a spring; precision 0 is react-spring's default, as JavaScript's || reads it")
  func falsyValues() {
    func out(_ text: String) -> String {
      cli(["sample", text, "--format", "json"]).out.replacingOccurrences(of: JSON.string(text).text(), with: "")
    }
    #expect(out("{ decay: false, tension: 170, friction: 26 }") == out("{ tension: 170, friction: 26 }"))
    #expect(out("{ decay: true, velocity: 1, precision: 0 }") == out("{ decay: true, velocity: 1 }"))
    #expect(out("{ decay: true, velocity: 1, precision: 0.01 }") != out("{ decay: true, velocity: 1 }"))
  }

  @Test("analyze: the settle time of the stopped motion, in closed form")
  func analyze() throws {
    let j = try #require(cli(["analyze", "{ decay: true, velocity: 0.5 }", "--format", "json"]).json?.object("analysis"))
    let rest = try #require(j.number("restingValue"))
    let stop = try #require(j.number("endTime"))
    let rate = (1 - 0.998) * 1000
    let asymptote = 500 / rate
    // asymptote·(e^(−λt) − e^(−λT)) = 0.001·rest.
    let expected = -log(0.001 * rest / asymptote + exp(-rate * stop)) / rate
    #expect(Swift.abs(try #require(j.number("settleTime")) - expected) <= 1e-12 * expected)
    #expect(j.array("turningPoints")?.isEmpty == true)
  }
}
