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
    let lines = try Self.code([".bouncy", "--velocity", "1000", "--to", "300", "--as", "swiftUI"])
    // 1000 /s over 300 is 10/3 of the distance per second, printed with
    // the digits the round trip needs to be exact.
    #expect(lines.first?.hasPrefix(".interpolatingSpring(mass: 1, stiffness: 157.913670417") == true)
    #expect(lines.first?.hasSuffix("initialVelocity: 3.33333333333)") == true, "\(lines)")
    let uikit = try Self.code([".bouncy", "--velocity", "1000", "--to", "300", "--as", "uiKit"])
    #expect(uikit.first?.contains("initialSpringVelocity: 3.33333333") == true)
  }

  @Test("Each platform's convention for the start velocity of bounce(bounces: 2)")
  func conventions() throws {
    let v = 4.605170185988091  // −a·A for the medium stiffness: the bounce's start velocity
    // (Compose's keyframes come first for a bounce; its spring carries the velocity.)
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "compose"]).contains { $0.contains("initialVelocity = \(Float(v))f") })
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "android"]).joined().contains("setStartVelocity(\(Float(v))f)"))
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "reactSpring"]).first?.contains("velocity: 0.00460517019") == true)
    #expect(try Self.code(["bounce(bounces: 2)", "--as", "motion"]).first?.contains("velocity: 4.60517019") == true)
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
    #expect(NumberText.text(worst, .brief) == NumberText.text(stated, .brief), "stated \(stated), measured \(worst)")
    #expect(abs(worst - 0.171) < 0.001)
  }
}

@Suite("Stated errors are true worst cases")
struct StatedErrorTests {
  @Test("convert's fitted damped cosine states the worst error a dense scan finds, not less")
  func fittedCosine() throws {
    // A spring whose start velocity is not a·(to − from) has a phase no
    // damped cosine has: the cosine is a fit.
    let source = "spring(mass: 1, stiffness: 200, damping: 8, velocity: 3)"
    let j = try #require(cli(["convert", source, "--as", "damped-cosine", "--format", "json"]).json)
    let e = try #require(j.array("equivalents")?.first)
    let stated = try #require(e.number("maxError"))
    #expect(e["exact"] == .bool(false) && stated > 1e-4)
    let code = try #require(e.array("code")?.first?.stringValue)
    guard case .dampedCosine(let c, _) = try CurveInput.parse(code) else { Issue.record("not a damped cosine"); return }
    // Independent: the spring's closed form and the cosine on a dense grid
    // over the whole motion (both within 1e-13 of rest by `end`).
    let s = Spring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 3, from: 0, to: 1)
    let end = log(1e13 * max(1, abs(c.amplitude))) / min(4, c.decay)
    var scan = 0.0
    for i in 0...400_000 {
      let t = end * Double(i) / 400_000
      scan = max(scan, abs(c.value(at: t) - s.value(at: t)))
    }
    // The code prints 9 significant digits, so allow that much difference.
    #expect(stated >= scan * (1 - 1e-6) && stated <= scan * (1 + 1e-3), "stated \(stated), scan \(scan)")
  }

  @Test("A key path goes into the Swift snippet's string literal as it is, so only names joined by dots are taken")
  func keyPaths() {
    for command in ["bounce", "spring"] {
      for good in ["position.y", "transform.scale.x", "_private.v2", "opacity", "größe"] {
        let r = cli([command, "--format", "swift", "--key-path", good])
        #expect(r.code == 0, "\(command) \(good): \(r.err)")
        #expect(r.out.contains("(keyPath: \"\(good)\")"), "\(command) \(good)")
      }
      for bad in ["position.y\"); evil(\"", "a\\b", "a b", "a\nb", "a\u{1B}b", "", ".x", "x.", "a..b", "2d.x", "a-b", "a/b"] {
        let r = cli([command, "--format", "swift", "--key-path", bad])
        #expect(r.code == 64, "\(command) \(bad.debugDescription)")
        #expect(r.err.hasPrefix("Error: The value '") && r.err.contains("'--key-path <key-path>': must be names joined by dots"), "\(r.err.prefix(200))")
        #expect(r.out.isEmpty)
      }
    }
  }

  @Test("Pasted text in a comment stays in the comment: line feeds, */ and -- from the expression")
  func commentsHoldTheirText() {
    #expect(CommentText.safe("a\n\t b\u{2028}c", in: .line) == "a b c")
    #expect(CommentText.safe("x*/y */", in: .block) == "x* /y * /")
    #expect(CommentText.safe("a---b--", in: .xml) == "a- - -b- -")
    #expect(CommentText.safe("a\u{1B}b", in: .line) == "a\\u{1B}b")
    // Swift and Kotlin: every line of the header is a comment.
    let multiLine = "cubic-bezier(0.1,0.2,\n  0.3,0.4)"
    for (args, codeStart) in [
      (["export", multiLine, "-f", "swiftui"], "import"), (["export", multiLine, "-f", "swift"], "import"),
      (["spring", ".spring(response: 0.5,\n  dampingFraction: 0.8)", "--format", "swift"], "import"),
    ] {
      let r = cli(args)
      #expect(r.code == 0, "\(args): \(r.err)")
      let header = r.out.split(separator: "\n").prefix { !$0.hasPrefix(codeStart) }
      #expect(!header.isEmpty && header.allSatisfy { $0.hasPrefix("//") || $0.isEmpty }, "\(header)")
    }
    // CSS: outside /* … */ only rules remain.
    let css = cli(["export", "cubic-bezier(0.1,0.2,/* x */0.3,0.4)", "-f", "css-keyframes"])
    #expect(css.code == 0)
    let rules = css.out.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
    #expect(!rules.contains("0.3,0.4") && !rules.contains("Generated") && rules.contains("@keyframes curve"), "\(rules)")
    // XML: no -- inside a comment.
    let xml = cli(["export", "cubic-bezier(0.1,0.2,/* -- --> */0.3,0.4)", "-f", "android"])
    #expect(xml.code == 0)
    var rest = Substring(xml.out)
    var comments = 0
    while let open = rest.range(of: "<!--") {
      guard let close = rest[open.upperBound...].range(of: "-->") else { break }
      #expect(!rest[open.upperBound..<close.lowerBound].contains("--"))
      comments += 1
      rest = rest[close.upperBound...]
    }
    #expect(comments >= 2 && !rest.contains("0.3,0.4"))
  }

  @Test("--property lands in code as it is, so each form is held to what it can be")
  func propertiesAreOneDeclaration() {
    for good in ["filter: blur({}px)", "-webkit-filter: blur({}px)", "transform: translateX({}px) rotate(5deg)", "--my-var", "translationX", "transform.rotation.z"] {
      #expect(cli(["export", "ease", "-f", "json", "--property=\(good)"]).code == 0, "\(good)")
    }
    for bad in [
      "filter: blur({}px); } body { x: y", "x: url(a/*{}*/)", "a {} {}", "blur({}px)", "x: {}\n", "--a;}b{c", "--", "pos\"); evil(\"", "a b", ".x",
    ] {
      for format in ["css-keyframes", "swift", "android", "lottie"] {
        let r = cli(["export", "ease", "-f", format, "--property=\(bad)"])
        #expect(r.code == 64 && r.err.contains("is invalid for '--property <name>'"), "\(format) \(bad.debugDescription): \(r.err.prefix(160))")
        #expect(r.out.isEmpty)
      }
    }
  }
}
