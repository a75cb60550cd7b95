// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `spring --retarget`'s "What to expect" and "What to paste" (issue 35,
/// items 2 and 3): each line is measured, and what it prints does what it
/// says.
@Suite struct RetargetAdviceTests {
  /// The text as one line per paragraph (the report wraps at its width).
  static func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

  /// The issue's scenario in text with its SVG chart, run once for the
  /// tests that read it (a text `spring` run measures every snippet).
  static let issue: (out: String, code: Int32, svg: String?) = {
    let path = Scratch.path("curvetool-retarget.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = cli(["spring", "--stiffness", "170", "--damping", "26", "--to", "100", "--retarget", "0.2:50", "--svg", path])
    return (r.out, r.code, try? String(contentsOfFile: path, encoding: .utf8))
  }()

  @Test("Motion's duration spring: the kink is named, and the physics spring printed carries the velocity")
  func motionDuration() throws {
    let out = cli(["spring", "--motion-duration", "0.8", "--to", "100", "--retarget", "0.2:50"]).out
    #expect(Self.words(out).contains("Motion starts again from rest at 0.2 s, dropping"))
    // The code as printed, on however many lines the width took.
    let lines = out.split(separator: "\n")
    let first = try #require(lines.firstIndex { $0.contains("{ type: \"spring\", stiffness:") })
    let last = try #require(lines[first...].firstIndex { $0.contains("}") })
    let code = lines[first...last].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    // Pasted back, it is a physics spring: Motion then starts the new leg
    // with its velocity estimate, not from rest.
    let j = try #require(cli(["spring", code, "--to", "100", "--retarget", "0.2:50", "--format", "json"]).json)
    let carried = try #require(j.object("retargets")?.array("changes")?.first?.object("carried")?.object("motion"))
    let start = try #require(carried.number("startVelocity"))
    // Motion's estimate on that physics spring (RetargetPortTests checks the
    // estimate against a port of Motion's loop), not 0.
    let s = try #require(j.object("spring"))
    let physics = Spring(
      mass: try #require(s.number("mass")), stiffness: try #require(s.number("stiffness")), damping: try #require(s.number("damping")),
      from: 0, to: 100)
    let f = SpringEngine.motion.frames(of: physics, frameRate: 60, duration: 10, settings: .init(), retargets: [.init(time: 0.2, target: 50)])
    #expect(start > 0 && start == f.legStarts.first?.startVelocity)
  }

  @Test("Popmotion's duration spring: the freeze is named with the time it moves again")
  func popmotionFreeze() {
    let out = Self.words(cli(["spring", "--popmotion-duration", "0.8", "--to", "100", "--retarget", "0.2:50"]).out)
    #expect(out.contains("Popmotion holds the value still after 0.2 s and only moves at 1 s, jumping to 50"))
    #expect(out.contains("Popmotion: a physics spring carries the velocity into the new leg"))
    #expect(!out.contains("Popmotion starts again from rest"))
  }

  @Test("Motion's and Popmotion's estimates are named with their size; a physics spring gets no fix")
  func estimates() {
    let out = Self.words(Self.issue.out)
    #expect(out.contains("Motion starts the new leg at 273.9/s where the motion moves at 250.8/s (+9.2 %"))
    #expect(out.contains("Popmotion starts the new leg at 268.2/s where the motion moves at 250.8/s (+6.9 %"))
    #expect(!out.contains("a physics spring carries"))
  }

  /// A slower start reads as a negative change of the motion's speed,
  /// measured from the JSON's carried and start velocities.
  @Test("A slower estimate is stated as a negative change, from the measured velocities")
  func slower() throws {
    let args = ["spring", "--swiftui-duration", "0.4", "--bounce", "0.3", "--retarget", "0.1:0", "--retarget", "0.15:1"]
    let j = try #require(cli(args + ["--format", "json"]).json)
    let c = try #require(j.object("retargets")?.array("changes")?[1].object("carried")?.object("motion"))
    let ratio = try #require(c.number("startVelocity")) / (try #require(c.number("velocity")))
    #expect(ratio > 0 && ratio < 1)
    let text = Self.words(cli(args).out)
    #expect(text.contains("(-\(NumberText.text((1 - ratio) * 100, .significant(2))) %, its estimate"))
  }

  /// The CSS fix: its linear() over its duration, from the value at the
  /// change to the target, follows SwiftUI's leg (the closed form from the
  /// value and velocity at the change) within the error it states.
  @Test("CSS: the linear() printed for the new leg is within its stated error of the leg")
  func cssLeg() throws {
    let text = Self.words(Self.issue.out)
    let duration = try #require(text.range(of: "transition-duration: ").map { text[$0.upperBound...].prefix { $0 != "m" } }.flatMap { Double($0) })
    let linear = try #require(text.range(of: "transition-timing-function: ").map { String(text[$0.upperBound...].prefix { $0 != ";" }) })
    let stated = try #require(text.range(of: "max error ").map { text[$0.upperBound...].prefix { $0 != " " } }.flatMap { Double($0) })
    let first = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
    let (x, v) = first.valueAndVelocity(at: 0.2)
    let leg = Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: v, from: x, to: 50)
    let j = try #require(cli(["sample", linear, "--duration", "\(duration / 1000)", "--from", "\(x)", "--to", "50", "--count", "2001", "--format", "json"]).json)
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    let worst = zip(times, values).map { abs($1 - leg.value(at: $0)) }.max() ?? .infinity
    #expect(worst / abs(50 - x) <= stated * 1.0001, "\(worst / abs(50 - x)) > \(stated)")
  }

  /// The side-by-side chart as SVG: one line per platform (SwiftUI's and
  /// UIKit's once), each labelled; the line of a platform's frames goes
  /// through its frames (the chart's simplification keeps it within
  /// 0.05 px of them).
  @Test("spring --retarget --svg draws every platform's motion, labelled")
  func svg() throws {
    #expect(Self.issue.code == 0 && Self.issue.out.contains("When the target changes"))
    let svg = try #require(Self.issue.svg)
    #expect(svg.components(separatedBy: "<polyline").count == 10)
    for name in ["SwiftUI and UIKit", "Android", "Compose", "Motion", "Popmotion", "react-spring", "Rebound / POP", "React Native", "Reanimated"] {
      #expect(svg.contains(">\(name)</text>"), "\(name)")
    }
    let clash = cli(["spring", "--stiffness", "170", "--damping", "26", "--svg", "-"])
    #expect(clash.code == 64 && clash.err.contains("--svg"))
  }
}
