// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The easing dialects as users paste them: each spelling reads as the
/// function its source computes (``EasingFunction``, whose values
/// EasingFunctionTests checks against the sources' formulas), and what is
/// not modelled is refused with the reason.
@Suite("Easing dialects")
struct EasingDialectTests {
  static func function(_ text: String) throws -> EasingFunction? {
    guard case .easing(.function(let f), _, _) = try CurveInput.parse(text) else { return nil }
    return f
  }

  @Test("Names and calls of easings.net, Compose, GSAP, Flutter, Android and React Native read as their functions")
  func spellings() throws {
    let cases: [(String, EasingFunction)] = [
      ("easeOutBounce", EasingFunction(.bounce, .out)),
      ("easeInOutBack", EasingFunction(.back(1.70158 * 1.525), .inOut)),
      ("easeOutElastic", EasingFunction(.easingsNetElastic, .out)),
      ("EaseOutBounce", EasingFunction(.bounce, .out)),
      ("EaseInOutElastic", EasingFunction(.easingsNetElastic, .inOut)),
      ("power2.out", EasingFunction(.power(3), .out)),
      ("power4.inOut", EasingFunction(.power(5), .inOut)),
      ("back.out(1.7)", EasingFunction(.back(1.7), .out)),
      ("back.inOut", EasingFunction(.back(1.70158), .inOut)),
      ("elastic.out(1, 0.3)", EasingFunction(.elastic(amplitude: 1, period: 0.3), .out)),
      ("elastic.inOut", EasingFunction(.elastic(amplitude: 1, period: 0.45), .inOut)),
      ("elastic.in(1.2, 0.5)", EasingFunction(.elastic(amplitude: 1.2, period: 0.5), .in)),
      ("Curves.elasticOut", EasingFunction(.elastic(amplitude: 1, period: 0.4), .out)),
      ("ElasticInCurve(0.3)", EasingFunction(.elastic(amplitude: 1, period: 0.3), .in)),
      ("Curves.bounceInOut", EasingFunction(.bounce, .inOut)),
      ("Curves.decelerate", EasingFunction(.power(2), .out)),
      ("AccelerateDecelerateInterpolator()", EasingFunction(.sine, .inOut)),
      ("AccelerateInterpolator(1.5f)", EasingFunction(.power(3), .in)),
      ("DecelerateInterpolator()", EasingFunction(.power(2), .out)),
      ("OvershootInterpolator(2f)", EasingFunction(.back(2), .out)),
      ("AnticipateInterpolator(tension = 3f)", EasingFunction(.back(3), .in)),
      ("AnticipateOvershootInterpolator(2f, 2f)", EasingFunction(.back(4), .inOut)),
      ("Easing.bounce", EasingFunction(.bounce, .out)),
      ("Easing.out(Easing.bounce)", EasingFunction(.bounce, .in)),
      ("Easing.out(Easing.back(1.5))", EasingFunction(.back(1.5), .out)),
      ("Easing.inOut(Easing.quad)", EasingFunction(.power(2), .inOut)),
      ("Easing.in(Easing.poly(4))", EasingFunction(.power(4), .in)),
      ("Easing.inOut(Easing.sin)", EasingFunction(.sine, .inOut)),
    ]
    for (text, expected) in cases {
      #expect(try Self.function(text) == expected, "\(text)")
    }
  }

  @Test("Béziers stay Béziers: Compose's EaseInSine, Flutter's Curves.easeInSine, React Native's Easing.ease and Easing.bezier, a mirrored Bézier")
  func beziers() throws {
    let cases: [(String, CubicBezier)] = [
      ("EaseInSine", CubicBezier(x1: 0.12, y1: 0, x2: 0.39, y2: 0)),
      ("Curves.easeInSine", CubicBezier(x1: 0.47, y1: 0, x2: 0.745, y2: 0.715)),
      ("Easing.ease", CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
      ("Easing.bezier(0.25, 0.1, 0.25, 1)", CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
      ("Easing.out(Easing.bezier(0.1, 0.2, 0.3, 0.4))", CubicBezier(x1: 0.7, y1: 0.6, x2: 0.9, y2: 0.8)),
      ("easings-css.easeOutBack", CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)),
    ]
    for (text, expected) in cases {
      guard case .easing(.bezier(let b), _, _) = try CurveInput.parse(text) else {
        Issue.record("\(text) is no Bézier")
        continue
      }
      #expect(Swift.abs(b.x1 - expected.x1) < 1e-15 && Swift.abs(b.y1 - expected.y1) < 1e-15
        && Swift.abs(b.x2 - expected.x2) < 1e-15 && Swift.abs(b.y2 - expected.y2) < 1e-15, "\(text): \(b)")
    }
  }

  @Test("Compose's tween takes its arguments by position too: tween(300, 0, EaseOutBounce) is 0.3 s of the bounce")
  func tween() throws {
    guard case .easing(.function(let f), let d, _) = try CurveInput.parse("tween(300, 0, EaseOutBounce)") else {
      Issue.record("not an easing")
      return
    }
    #expect(f == EasingFunction(.bounce, .out) && d == 0.3)
    guard case .easing(.bezier, 0.3, _) = try CurveInput.parse("tween(300, easing = FastOutSlowInEasing)") else {
      Issue.record("tween(300, easing = …) is not 0.3 s of a Bézier")
      return
    }
  }

  @Test("What is not modelled is refused with its reason: inOut of an out-bounce, a delay by position, React Native's exp and elastic")
  func refusals() {
    let cases: [(String, String)] = [
      ("Easing.inOut(Easing.bounce)", "is not modelled"),
      ("tween(300, 50, EaseOutBounce)", "write it as delayMillis"),
      ("back.out(-1)", "overshoot -1 must be ≥ 0"),
      ("elastic.out(0, 0.3)", "amplitude 0 must be > 0"),
      ("elastic.out(1, 0.000001)", "period 1e-6 must be between 0.01 and 1000"),
      ("ElasticOutCurve(1e-9)", "period 1e-9 must be between 0.01 and 1000"),
      ("Easing.exp", "starts at 2^-10, not 0"),
      ("Easing.elastic(1)", "is not modelled yet"),
      ("Curves.fastEaseInToSlowEaseOut", "ThreePointCubic curves are not modelled"),
    ]
    for (text, message) in cases {
      let r = cli(["sample", text, "--count", "2", "--format", "json"])
      #expect(r.code == 64 && r.err.contains(message), "\(text): \(r.err)")
    }
  }

  @Test("A function pastes into sample, analyze, convert and export: its values, its turns, a linear() within the bound")
  func commands() throws {
    // sample: the bounce's value at 0.5 is the second arc's, 7.5625(0.5 − 1.5/2.75)² + 0.75.
    let sample = try #require(cli(["sample", "easeOutBounce", "--at", "0.5", "--format", "json"]).json)
    let u = 0.5 - 1.5 / 2.75
    let value = try #require(sample.numbers("values")?.first)
    #expect(value == 7.5625 * u * u + 0.75)
    // analyze: the bounce's six turns at 1, 1.5, 2, 2.25, 2.5, 2.625 over 2.75.
    let analyze = try #require(cli(["analyze", "easeOutBounce", "--format", "json"]).json)
    let points = analyze.object("analysis")?.array("turningPoints") ?? []
    let turns = points.compactMap { $0.number("time") }
    let expected = [1, 1.5, 2, 2.25, 2.5, 2.625].map { $0 / 2.75 }
    #expect(turns.count == 6)
    for (t, e) in zip(turns, expected) { #expect(Swift.abs(t - e) < 1e-12, "\(t) against \(e)") }
    // export: css-linear within its stated error of the function.
    let export = cli(["export", "easeOutElastic", "-f", "css-linear"])
    #expect(export.code == 0 && export.out.contains("linear(") && export.err.contains("max error"))
    // convert: the nearest spring, its error stated.
    let convert = cli(["convert", "back.out(1.7)", "--as", "swiftui"])
    #expect(convert.code == 0 && convert.out.contains("max error"), "\(convert.err)")
  }

  @Test("convert names the function where the platform does, exactly: Compose's EaseOutBounce, Android's interpolators, Flutter's curves")
  func convertExact() {
    let cases: [(String, String, String)] = [
      ("easeOutBounce", "compose", "tween(durationMillis = 1000, easing = EaseOutBounce)"),
      ("AccelerateDecelerateInterpolator()", "android", "animator.setInterpolator(AccelerateDecelerateInterpolator())"),
      ("back.out(2)", "android", "animator.setInterpolator(OvershootInterpolator(2.0f))"),
      ("power2.in", "android", "animator.setInterpolator(AccelerateInterpolator(1.5f))"),
      ("Curves.elasticOut", "flutter", "curve: Curves.elasticOut)"),
      ("ElasticInCurve(0.3)", "flutter", "curve: ElasticInCurve(0.3))"),
    ]
    for (curve, platform, line) in cases {
      let r = cli(["convert", curve, "--as", platform], width: 200)
      #expect(r.code == 0 && r.out.contains("\(platform) ") && r.out.contains(" exact\n") && r.out.contains(line), "\(curve): \(r.out)")
    }
  }

  @Test("BounceInterpolator() reads as Android's own, and convert writes it back exactly")
  func androidBounce() throws {
    guard case .easing(.function(let f), _, _) = try CurveInterpreter.curve("BounceInterpolator()") else { throw CancellationError() }
    #expect(f == EasingFunction(.androidBounce, .out))
    let r = cli(["convert", "BounceInterpolator()", "--as", "android"])
    #expect(r.code == 0 && r.out.contains("BounceInterpolator()") && r.out.contains("exact"), "\(r.out)")
    #expect(cli(["presets", "--platform", "android"]).out.contains("android.bounce"))
    #expect(cli(["analyze", "BounceInterpolator(2f)"]).code == 64)
  }

  /// The first examples of each platform's documentation that issue 36
  /// lists, each as a user pastes it.
  static let issueForms = [
    "FastOutSlowInEasing", "LinearOutSlowInEasing", "EaseOutBounce", "tween(300, easing = EaseOutBounce)",
    "AccelerateDecelerateInterpolator()", "OvershootInterpolator(2f)", "BounceInterpolator()", "Curves.easeInOut", "Curves.elasticOut",
    "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.2)", "easeOutBounce", "easeOutElastic",
    "power2.out", "back.out(1.7)", "elastic.out(1, 0.3)", "Easing.bezier(0.25, 0.1, 0.25, 1)", "Easing.out(Easing.back(1.5))",
    "withSpring(1, { damping: 12 })", "spring(0.5, 0.2)", "CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)",
    "UISpringTimingParameters(duration: 0.5, bounce: 0.2)",
  ]

  @Test("Every form of the dialects pastes into sample, analyze, convert and export", arguments: issueForms)
  func pastes(_ form: String) {
    for command in [["sample", form, "--count", "3"], ["analyze", form], ["convert", form, "--as", "compose"], ["export", form, "-f", "css-linear"]] {
      let r = cli(command)
      #expect(r.code == 0, "\(command): \(r.err)")
    }
  }
}
