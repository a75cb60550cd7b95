// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The Swift reader follows Swift's own rules: each use of a view is its
/// own loop, views shown by views are followed, every animator is read,
/// strings and comments are lexed as Swift lexes them, constants are seen
/// only in their block, Int arithmetic stays Int, and what drives a flag
/// is told apart (a timer, a loop, one task, a button).
@Suite("diagnose follows Swift's semantics")
struct SwiftSemanticsTests {
  /// The kfloop/1 a source is read as, and its warnings.
  static func emit(_ code: String, name: String = "View.swift", _ extra: [String] = []) throws -> (JSON, String) {
    let path = try SwiftSourceTests.temporary(name, code)
    let r = cli(["diagnose", path, "--emit", "kfloop"] + extra)
    let j = try #require(r.json, "\(r.err)")
    return (j, r.err)
  }

  static func periods(_ code: String) throws -> [String: Double] {
    let path = try SwiftSourceTests.temporary("View.swift", code)
    let r = cli(["diagnose", path, "--format", "json"])
    let j = try #require(r.json, "\(r.err)")
    var out: [String: Double] = [:]
    for t in j.array("timelines") ?? [] { if let id = t.string("id"), let p = t.number("period") { out[id] = p } }
    return out
  }

  /// A ball whose loop lasts `duration` (the seed's keyframes, one track).
  static let ball = """
    struct Ball: View {
        var duration: Double = 1.0
        var repeats = true
        var body: some View {
            Circle().keyframeAnimator(initialValue: 0.0, repeating: repeats) { content, value in
                content.offset(y: value)
            } keyframes: { _ in
                CubicKeyframe(-100, duration: duration * 0.5)
                CubicKeyframe(0, duration: duration * 0.5)
            }
        }
    }

    """

  @Test("The seed as one reusable view used three times: three loops (1, 1.2, 1.4 s), the 3 s timer, realigning every 42 s")
  func reusableSeed() throws {
    let path = "docs/examples/ReusableBalls.swift".inPackage
    let r = cli(["diagnose", path, "--format", "json"])
    let j = try #require(r.json)
    let timelines = try #require(j.array("timelines"))
    #expect(timelines.compactMap { $0.string("id") } == ["BouncingCircle", "BouncingCircle #2", "BouncingCircle #3"])
    #expect(timelines.compactMap { $0.number("period") } == [1.0, 1.2, 1.4])
    let d01 = try #require(j.array("diagnostics")?.first { $0.string("code") == "D01" })
    #expect(d01.array("lines")?.contains(.string("all 3 restart together every 42 s")) == true)
    let (k, _) = try Self.emit(try String(contentsOfFile: path, encoding: .utf8))
    let control = try #require(k.array("controls")?.first)
    #expect(control.number("interval") == 3)
    #expect(control.array("targets") == ["BouncingCircle", "BouncingCircle #2", "BouncingCircle #3"].map(JSON.string))
  }

  @Test("N uses of one view with N distinct arguments give N timelines", arguments: [1, 2, 3, 5])
  func nUses(n: Int) throws {
    let uses = (0..<n).map { "            Ball(duration: \(1 + Double($0) / 10))" }.joined(separator: "\n")
    let code = "struct Root: View {\n    var body: some View {\n        HStack {\n\(uses)\n        }\n    }\n}\n" + Self.ball
    let p = try Self.periods(code)
    #expect(p.count == n)
    let durations: [Double] = (0..<n).map { (k: Int) -> Double in 1 + Double(k) / 10 }
    #expect(Set(p.values) == Set(durations))
  }

  @Test("ForEach over a range or a list is expanded, each element its own loop; one it cannot expand is named and read once")
  func forEach() throws {
    for each in [
      "ForEach(0..<3) { i in Ball(duration: 1 + Double(i) * 0.2) }", "ForEach(0...2, id: \\.self) { k in Ball(duration: 1.0 + Double(k) / 5) }",
      "ForEach([1.0, 1.2, 1.4], id: \\.self) { d in Ball(duration: d) }", "ForEach(0..<count) { i in Ball(duration: 1 + Double(i) * 0.2) }",
    ] {
      let code = "struct Root: View {\n    let count = 3\n    var body: some View {\n        HStack {\n            \(each)\n        }\n    }\n}\n" + Self.ball
      let p = try Self.periods(code)
      #expect(p.count == 3, "\(each): \(p)")
      #expect(Set(p.values.map { ($0 * 1e9).rounded() }) == Set([1.0, 1.2, 1.4].map { ($0 * 1e9).rounded() }), "\(each): \(p)")
    }
    let code = "struct Root: View {\n    var body: some View {\n        HStack {\n            ForEach(items()) { _ in Ball() }\n        }\n    }\n}\n" + Self.ball
    let path = try SwiftSourceTests.temporary("Unknown.swift", code)
    let r = cli(["diagnose", path, "--format", "json"])
    #expect(r.err.contains("ForEach(items()) is not expanded"), "\(r.err)")
    #expect(r.json?.array("timelines")?.count == 1)
  }

  @Test("Views shown by views are followed to any depth, each use its own loop; two roots showing one view give two")
  func nested() throws {
    let code = """
      struct Root: View {
          var body: some View { VStack { Row(d: 0.8); Row(d: 1.6) } }
      }
      struct Row: View {
          var d: Double
          var body: some View { HStack { Cell(d: d) } }
      }
      struct Cell: View {
          var d: Double
          var body: some View { Ball(duration: d) }
      }
      struct Other: View {
          var body: some View { Ball(duration: 2.5) }
      }

      """ + Self.ball
    let p = try Self.periods(code)
    #expect(p == ["Ball": 0.8, "Ball #2": 1.6, "Ball #3": 2.5])
  }

  @Test("Every animator in a body is read")
  func twoAnimators() throws {
    let code = """
      struct Pair: View {
          var body: some View {
              VStack {
                  Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                      LinearKeyframe(10, duration: 0.5)
                      LinearKeyframe(0, duration: 0.5)
                  }
                  Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { c, v in c.opacity(v) } keyframes: { _ in
                      LinearKeyframe(0.2, duration: 0.7)
                      LinearKeyframe(1.0, duration: 0.7)
                  }
              }
          }
      }
      """
    #expect(try Self.periods(code) == ["Pair": 1.0, "Pair animator 2": 1.4])
  }

  @Test("Braces and quotes inside multi-line, raw and interpolated strings and nested comments end nothing")
  func strings() throws {
    for literal in [
      "\"\"\"\n    }\n    \"quoted\" }}\n    \"\"\"", "#\"a \"}\" b\"#", "##\"\"\"\n  \"\"\"# }\n  \"\"\"##", "\"\\(label + \"}\")\"",
      "\"\\\"}\"", "\"a\" /* } /* nested } */ } */",
    ] {
      let code = """
        struct Root: View {
            let label = \(literal)
            var body: some View { HStack { Ball(duration: 1.3) } }
        }

        """ + Self.ball
      #expect(try Self.periods(code) == ["Ball": 1.3], "\(literal)")
    }
  }

  @Test("A constant is seen only in its block: a tap handler's `let d` does not change the keyframes' `d`")
  func letScope() throws {
    let code = """
      struct Pulse: View {
          var body: some View {
              Circle()
                  .onTapGesture { let d = 5.0; print(d) }
                  .keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                      let d = 0.6
                      LinearKeyframe(10, duration: d)
                      LinearKeyframe(0, duration: d)
                  }
          }
      }
      """
    #expect(try Self.periods(code) == ["Pulse": 1.2])
  }

  @Test("Int arithmetic is Int, as in Swift: Double(frames / 30) with frames = 45 is 1")
  func integerDivision() throws {
    func code(_ expression: String, _ declaration: String) -> String {
      """
      struct Pulse: View {
          \(declaration)
          var body: some View {
              Circle().keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                  LinearKeyframe(10, duration: \(expression))
                  LinearKeyframe(0, duration: 0.5)
              }
          }
      }
      """
    }
    // Each against what Swift computes for the same expression.
    let frames = 45
    let cases: [(String, String, Double)] = [
      ("Double(frames / 30)", "let frames = 45", Double(frames / 30)),
      ("Double(frames) / 30", "let frames = 45", Double(frames) / 30),
      ("frames / 30", "let frames: Double = 45", 45.0 / 30),
      ("Double(7 / 2) + 0.25", "let frames = 1", Double(7 / 2) + 0.25),
      ("Double(-7 / 2) + 4", "let frames = 1", Double(-7 / 2) + 4),
      ("1 / 4", "let frames = 1", Double(1 / 4) + 0),
    ]
    for (expression, declaration, expected) in cases.dropLast() {
      #expect(try Self.periods(code(expression, declaration)) == ["Pulse": expected + 0.5], "\(expression)")
    }
    // `1 / 4` is a keyframe of no duration in Swift (Int 0), not 0.25 s.
    let (j, _) = try Self.emit(code("1 / 4", "let frames = 1"))
    let first = j.array("timelines")?.first?.array("tracks")?.first?.array("keyframes")?.first
    #expect(first?.number("duration") == 0)
    // Division by zero traps in Swift: named, never a number.
    let path = try SwiftSourceTests.temporary("Zero.swift", code("Double(frames / 0)", "let frames = 1"))
    let r = cli(["diagnose", path])
    #expect(r.code == 65 && r.err.contains("traps in Swift"), "\(r.err)")
  }

  static func driven(_ body: String, state: String = "@State private var done = false") -> String {
    """
    struct Root: View {
        \(state)
        var body: some View {
            HStack {
    \(body)
            }
        }
    }

    """ + ball
  }

  @Test("A .task without a loop changes its flag once: an event, not a timer")
  func oneShotTask() throws {
    let code = Self.driven("""
              if done { Ball(repeats: false) } else { Ball() }
          }
          .task {
              try? await Task.sleep(for: .seconds(2))
              done = true
              done.toggle()
      """.replacingOccurrences(of: "            done = true\n", with: ""))
    let (j, _) = try Self.emit(code)
    let control = try #require(j.array("controls")?.first)
    #expect(control.string("type") == "events")
    #expect(control.numbers("at") == [2])
    // The same sleep in milliseconds or nanoseconds: the same model.
    for sleep in ["for: .milliseconds(2000)", "nanoseconds: 2_000_000_000"] {
      let (k, _) = try Self.emit(code.replacingOccurrences(of: "for: .seconds(2)", with: sleep))
      #expect(k["controls"] == j["controls"] && k["timelines"] == j["timelines"], "\(sleep)")
    }
  }

  @Test("A flag passed as an argument is a control, like an if on it")
  func flagArgument() throws {
    let timer = "let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()"
    let code = Self.driven("""
                  Ball(duration: 1.0, repeats: !done)
                  Ball(duration: 1.2, repeats: !done)
              }
              .onReceive(timer) { _ in done.toggle() }
              HStack {
      """, state: "@State private var done = false\n    \(timer)")
    let (j, err) = try Self.emit(code)
    let control = try #require(j.array("controls")?.first, "\(err)")
    #expect(control.array("targets") == ["Ball", "Ball #2"].map(JSON.string))
    #expect(control["action"]?["initial"] == .bool(true))
    #expect(j.array("timelines")?.compactMap { $0["playback"]?["repeating"]?["control"]?.stringValue } == ["done", "done"])
    // In a ternary, the same: the flag chooses the arguments.
    let (k, _) = try Self.emit(code.replacingOccurrences(of: "repeats: !done)", with: "repeats: done ? false : true)"))
    #expect(k["timelines"] == j["timelines"] && k["controls"] == j["controls"])
  }

  @Test("A flag passed down to a child view under another name chooses what the child shows")
  func flagPassedDown() throws {
    let code = """
      struct Root: View {
          @State private var done = false
          let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
          var body: some View {
              HStack { Row(finished: done) }
                  .onReceive(timer) { _ in done.toggle() }
          }
      }
      struct Row: View {
          var finished: Bool
          var body: some View {
              if finished { Ball(duration: 1.1, repeats: false) } else { Ball(duration: 1.1) }
              Ball(duration: 1.3, repeats: !finished)
          }
      }

      """ + Self.ball
    let (j, err) = try Self.emit(code)
    let control = try #require(j.array("controls")?.first, "\(err)")
    #expect(control.string("id") == "done" && control.array("targets") == ["Ball", "Ball #2"].map(JSON.string))
    #expect(j.array("timelines")?.compactMap { $0["playback"]?["repeating"]?["control"]?.stringValue } == ["done", "done"])
  }

  @Test("A flag changed only by a button is diagnosed at its initial value, with a warning, not refused")
  func buttonFlag() throws {
    let code = Self.driven("""
                  if done { Ball(repeats: false) } else { Ball() }
                  Button("Stop") { done.toggle() }
      """)
    let path = try SwiftSourceTests.temporary("Button.swift", code)
    let r = cli(["diagnose", path, "--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    #expect(r.err.contains("changed only by a user action (\(path):6:"), "\(r.err)")
    #expect(r.json?.array("timelines")?.count == 1)
  }

  @Test("Views used but not defined, and animated views no root shows, are each named once")
  func undefinedAndUnshown() throws {
    let code = """
      struct Root: View {
          var body: some View {
              HStack {
                  Ball(duration: 1.0)
                  BouncingCircle2(color: .green)
                  BouncingCircle2(color: .cyan)
              }
          }
      }
      struct Loop: View {
          var body: some View { Island() }
      }
      struct Island: View {
          var body: some View { Loop() }
      }

      """ + Self.ball
    let path = try SwiftSourceTests.temporary("Pasted.swift", code)
    let r = cli(["diagnose", path, "--format", "json"])
    #expect(r.code == 0)
    let undefined = r.err.components(separatedBy: "BouncingCircle2 is used as a view but not defined").count - 1
    #expect(undefined == 1, "\(r.err)")
    #expect(r.err.contains("\(path):5:13: warning: BouncingCircle2"), "\(r.err)")
    #expect(r.json?.array("timelines")?.count == 1)
  }

  @Test("Warnings come in source order, the same on every run")
  func warningOrder() throws {
    let code = """
      struct Root: View {
          var body: some View {
              HStack {
                  Ghost()
                  Ball(duration: 1.0)
                  Phantom()
              }
              .onReceive(nothing) { _ in }
          }
      }

      """ + Self.ball
    let path = try SwiftSourceTests.temporary("Order.swift", code)
    let first = cli(["diagnose", path]).err
    let lines = first.split(separator: "\n").filter { $0.contains("warning:") }
    // path:line:column: warning: …, the path holding no colon.
    let places = lines.compactMap { Int($0.split(separator: ":")[1]) }
    #expect(places == [4, 6, 8], "\(first)")
    for _ in 0..<3 { #expect(cli(["diagnose", path]).err == first) }
  }

  @Test("Columns stay right on a long line after multi-byte characters")
  func longLineColumns() throws {
    let pad = String(repeating: "é", count: 5000)
    let code = "let s = \"\(pad)\"; let x = 1\n"
    let tokens = SwiftLexer.tokens(Array(code.utf8))
    let x = try #require(tokens.first { $0.text == "x" })
    #expect(x.line == 1 && x.column == 8 + 5002 + 7)
  }
}

/// Rewrites of a SwiftUI source that must not change its model.
@Suite("diagnose reads a rewritten SwiftUI source alike")
struct SwiftDifferentialTests {
  static func model(_ text: String, name: String = "View.swift") throws -> [JSON?] {
    let path = try SwiftSourceTests.temporary(name, text)
    let r = cli(["diagnose", path, "--emit", "kfloop"])
    let j = try #require(r.json, "\(r.err)")
    return [j["timelines"], j["controls"], j["analyze"]]
  }

  @Test("Comments, white space, line ends, a BOM and number spellings leave the model as it was", arguments: ["BouncingBalls.swift", "ReusableBalls.swift"])
  func rewrites(example: String) throws {
    let text = try String(contentsOfFile: "docs/examples/\(example)".inPackage, encoding: .utf8)
    let reference = try Self.model(text)
    #expect(reference[0]?.arrayValue?.count == 3)
    let rewrites: [(String, String)] = [
      ("block comments with braces", text.replacingOccurrences(of: "{\n", with: "{ /* } ) \" */\n")),
      ("line comments with braces", text.replacingOccurrences(of: "\n    }", with: " // }}}\n    }")),
      ("CRLF", text.replacingOccurrences(of: "\n", with: "\r\n")),
      ("BOM", "\u{FEFF}" + text),
      ("tabs", text.replacingOccurrences(of: "    ", with: "\t")),
      ("spaces inside calls", text.replacingOccurrences(of: "(", with: "( ").replacingOccurrences(of: ", ", with: " ,  ")),
      ("arguments over lines", text.replacingOccurrences(of: ", duration:", with: ",\n            duration:")),
      ("number spellings", text.replacingOccurrences(of: "every: 3.0", with: "every: 3").replacingOccurrences(of: "* 0.5", with: "* 5e-1")
        .replacingOccurrences(of: "* 0.3", with: "* 0.3_0").replacingOccurrences(of: "-100", with: "-1_00.0")),
      ("a multi-line string", text.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nlet note = \"\"\"\n  }\n  struct X: View { var body: some View { Y() } }\n  \"\"\"\n")),
    ]
    for (name, rewritten) in rewrites {
      #expect(try Self.model(rewritten) == reference, "\(example): \(name)")
    }
  }
}
