// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Snippets carry the start velocity in each platform's convention, and a
/// form that cannot carry it says how far the motion then differs.
@Suite("Paste safety: start velocities")
struct PasteSafetyTests {
  static func code(_ args: [String]) throws -> [String] {
    let j = try #require(cli(["convert"] + args + ["--format", "json"]).json)
    let code = j.array("equivalents")?.first?.array("code") ?? []
    return code.compactMap { $0.stringValue }
  }

  @Test("convert takes the move: SwiftUI's velocity is relative to it")
  func relativeVelocity() throws {
    let lines = try Self.code([".bouncy", "--velocity", "1000", "--to", "300", "--as", "swiftui"])
    #expect(lines.first == ".interpolatingSpring(mass: 1, stiffness: 157.91367, damping: 17.5929189, initialVelocity: 3.33333333)")
    let uikit = try Self.code([".bouncy", "--velocity", "1000", "--to", "300", "--as", "uikit"])
    #expect(uikit.first?.contains("initialSpringVelocity: 3.33333333") == true)
  }

  @Test("Each platform's convention for the start velocity of bounce(bounces: 2)")
  func conventions() throws {
    let v = 4.605170185988091  // −a·A for the medium stiffness: the bounce's start velocity
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "compose"]).first?.contains("initialVelocity = \(Float(v))f") == true)
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "android"]).joined().contains("setStartVelocity(\(Float(v))f)"))
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "react-spring"]).first?.contains("velocity: 0.00460517019") == true)
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "framer"]).first?.contains("velocity: 4.60517019") == true)
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "rebound"]).joined().contains("setVelocity(4.60517019)"))
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "flutter"]).joined().contains("SpringSimulation(spring, 0, 1, 4.60517019)"))
  }

  @Test("A form without the velocity states the error it makes, measured independently")
  func droppedVelocity() throws {
    let lines = try Self.code(["bounce(bounces: 2)", "--as", "compose"])
    let stated = try #require(lines.last?.split(separator: "off by up to ").last.flatMap { Double($0.split(separator: " ")[0]) })
    // Independent: the closed forms with and without v₀ on a dense grid.
    let value = try CurveInput.parse("bounce(bounces: 2)")
    let s = try #require(Equivalents.spring(of: RealizedCurve(value, from: nil, to: nil, duration: nil, velocity: nil)))
    var rest = s
    rest.initialVelocity = 0
    var worst = 0.0
    for i in 0...200_000 {
      let t = 2 * Double(i) / 200_000
      worst = max(worst, abs(s.value(at: t) - rest.value(at: t)))
    }
    // The statement is the measured worst case at three significant digits.
    #expect(NumberText.significant(worst, digits: 3) == NumberText.significant(stated, digits: 3), "stated \(stated), measured \(worst)")
    #expect(abs(worst - 0.171) < 0.001)
  }
}

@Suite("Stated errors are true worst cases")
struct StatedErrorTests {
  @Test("convert's fitted damped cosine states the worst error a dense scan finds, not less")
  func fittedCosine() throws {
    let j = try #require(cli(["convert", "ease-in-out", "--as", "damped-cosine", "--format", "json"]).json)
    let e = try #require(j.array("equivalents")?.first)
    let stated = try #require(e.number("max_error"))
    let code = try #require(e.array("code")?.first?.stringValue)
    let fitted = RealizedCurve(try CurveInput.parse(code), from: nil, to: nil, duration: 1, velocity: nil)
    let exact = RealizedCurve(try CurveInput.parse("ease-in-out"), from: nil, to: nil, duration: 1, velocity: nil)
    var scan = 0.0
    for i in 0...200_000 {
      let t = Double(i) / 200_000
      scan = max(scan, abs(fitted.value(at: t) - exact.value(at: t)))
    }
    // The code prints 9 significant digits, so allow that much difference.
    #expect(stated >= scan * (1 - 1e-6) && stated <= scan * (1 + 1e-3), "stated \(stated), scan \(scan)")
  }
}
