// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `curvetool spring` with the engines of round two: Motion's duration
/// springs and rest options, Popmotion, react-spring's floors, Rebound's
/// stepping, SwiftUI's over-damping clamp; flags and expressions agree.
@Suite("curvetool spring: engine options")
struct SpringEngineCommandTests {
  static func json(_ args: [String]) throws -> JSON {
    let r = cli(["spring"] + args + ["--format", "json"])
    #expect(r.code == 0, "\(args): \(r.err)")
    return try #require(r.json)
  }

  static func parameters(_ j: JSON) -> (Double?, Double?) {
    (j.object("spring")?.number("stiffness"), j.object("spring")?.number("damping"))
  }

  @Test("Motion duration springs: flags and expression give the same spring and finish at the duration")
  func motionDuration() throws {
    let flags = try Self.json(["--motion-duration", "0.8", "--bounce", "0.25", "--velocity", "3"])
    let expr = try Self.json(["{ type: 'spring', duration: 0.8, bounce: 0.25, velocity: 3 }"])
    #expect(Self.parameters(flags) == Self.parameters(expr))
    let (k, c) = Spring.findSpring(duration: 0.8, bounce: 0.25)
    #expect(Self.parameters(flags) == (k, c))
    for j in [flags, expr] {
      let motion = try #require(j.object("done")?.object("motion"))
      #expect(motion.number("doneTime") == 0.8 && motion.number("frames60") == 0.8 && motion.number("frames120") == 0.8)
      // Motion drops the velocity of a time-defined spring.
      #expect(j.object("spring")?.number("initialVelocity") == 0)
    }
    #expect(flags.string("note")?.contains("finishes a duration spring at its duration") == true)
  }

  @Test("visualDuration alone: Motion's default physics, and the report says so")
  func visualDurationAlone() throws {
    let flags = try Self.json(["--visual-duration", "0.5"])
    let expr = try Self.json(["{ type: 'spring', visualDuration: 0.5 }"])
    #expect(Self.parameters(flags) == (100, 10) && Self.parameters(expr) == (100, 10))
    #expect(flags.string("note")?.contains("ignores visualDuration") == true)
    #expect(expr.string("origin")?.contains("ignores visualDuration") == true)
    let bounced = try Self.json(["--visual-duration", "0.5", "--bounce", "1"])
    let z = try #require(bounced.object("spring")?.number("dampingRatio"))
    #expect(abs(z - 0.05) < 1e-15)
  }

  @Test("--rest-speed and --rest-delta set Motion's rule like the expression keys")
  func restOptions() throws {
    let flags = try Self.json(["--stiffness", "500", "--damping", "25", "--to", "100", "--rest-speed", "10"])
    let expr = try Self.json(["{ type: 'spring', stiffness: 500, damping: 25, restSpeed: 10 }", "--to", "100"])
    let plain = try Self.json(["--stiffness", "500", "--damping", "25", "--to", "100"])
    let f = try #require(flags.object("done")?.object("motion"))
    let e = try #require(expr.object("done")?.object("motion"))
    let p = try #require(plain.object("done")?.object("motion"))
    #expect(f.number("speed") == 10 && e.number("speed") == 10 && p.number("speed") == 2)
    #expect(f.number("frames60") == e.number("frames60"))
    #expect(f.number("frames60")! < p.number("frames60")!)
    // Motion's transform transitions set restSpeed 10 with their physics.
    let preset = try Self.json(["--preset", "motion.transform", "--to", "100"])
    #expect(preset.object("done")?.object("motion")?.number("speed") == 10)
    #expect(Self.parameters(preset) == (500, 25))
  }

  @Test("Popmotion: its engine, its duration springs, its rule in the settle table")
  func popmotion() throws {
    let j = try Self.json(["--popmotion-duration", "0.5", "--engine", "popmotion"])
    let pop = try #require(j.object("done")?.object("popmotion"))
    #expect(pop.number("doneTime") == 0.5 && pop.number("frames60") == 0.5)
    #expect(Self.parameters(j) == (Spring(popmotionDuration: 0.5).stiffness, Spring(popmotionDuration: 0.5).damping))
    let physics = try Self.json(["--stiffness", "100", "--damping", "20"])
    #expect(physics.object("done")?.object("popmotion")?.number("displacement") == 0.01)
  }

  @Test("react-spring's floors on both paths")
  func reactSpringFloors() throws {
    let flags = try Self.json(["--frequency", "0.005", "--damping-ratio", "1"])
    let expr = try Self.json(["{ frequency: 0.005, damping: 1 }"])
    #expect(Self.parameters(flags) == Self.parameters(expr))
    #expect(Self.parameters(flags).0 == pow(2 * Double.pi / 0.01, 2))
  }

  @Test("--rebound-stepping constant differs from the looper by its first frame")
  func reboundStepping() throws {
    let looper = try Self.json(["--tension", "230.2", "--friction", "22", "--engine", "rebound"])
    let constant = try Self.json(["--tension", "230.2", "--friction", "22", "--engine", "rebound", "--rebound-stepping", "constant"])
    let a = try #require(looper.numbers("values"))
    let b = try #require(constant.numbers("values"))
    // The looper's frame 0 has already advanced 1 ms; a constant driver's
    // frame 0 shows the start, and the frames stay apart.
    #expect(b.first == 0 && a.first! > 0 && a[1] != b[1])
  }

  @Test("SwiftUI's over-damping clamp: expressions, kfloop, and the snippet of an over-damped spring")
  func overDamping() throws {
    let clamped = try Self.json(["Spring(mass: 1, stiffness: 100, damping: 40)"])
    let allowed = try Self.json(["Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)"])
    #expect(Self.parameters(clamped) == (100, 20) && Self.parameters(allowed) == (100, 40))
    let node = KfloopNode(value: try JSONReader.parse(Array(#"{"mass": 1, "stiffness": 100, "damping": 40}"#.utf8)), path: "spring")
    #expect(try KfloopTimelineReader.spring(node, KfloopScope(nil, parent: nil)).damping == 20)
    let text = cli(["spring", "--mass", "1", "--stiffness", "100", "--damping", "40"]).out
    #expect(text.contains("Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)"))
  }

  @Test("SwiftUI settle figures name their definitions")
  func swiftUIDefinitions() throws {
    let j = try Self.json(["--swiftui-duration", "0.5", "--bounce", "0.3"])
    // The settling duration is SwiftUI's parameter, given by its form.
    #expect(j.object("platforms")?.object("swiftUI")?.object("swiftUISettlingDuration")?.number("epsilon") == 0.001)
    #expect(j.object("done")?.object("swiftUI")?.string("definition")?.hasPrefix("exact:") == true)
  }
}

@Suite("spring --android-min/--android-max")
struct AndroidBoundsCommandTests {
  static let scale = ["spring", "--stiffness", "10000", "--damping-ratio", "0.2", "--from", "1", "--to", "0", "--velocity", "8000",
    "--engine", "android", "--android-threshold", "scale", "--format", "json"]

  @Test("The Android engine clamps each frame into the bounds (AndroidX testSetMinMax), and only then")
  func clamps() throws {
    let bounded = try #require(cli(Self.scale + ["--android-min", "0", "--android-max", "1"]).json?.array("values"))
    #expect(bounded.allSatisfy { (0...1).contains($0.doubleValue ?? -1) })
    let free = try #require(cli(Self.scale).json?.array("values"))
    #expect(!free.allSatisfy { (0...1).contains($0.doubleValue ?? -1) })
  }

  @Test("Bounds that exclude the start or the target, or cross, are refused as Android refuses them")
  func refusals() {
    for extra in [["--android-min", "0.5"], ["--android-max", "0.5"], ["--android-min", "2", "--android-max", "1"]] {
      let r = cli(Self.scale + extra)
      #expect(r.code == 64 && r.out.isEmpty, "\(extra): \(r.err)")
    }
  }
}

@Suite("spring --overshoot-clamping and Rebound's rest thresholds")
struct ReboundOptionsCommandTests {
  static let bouncy = ["spring", "--stiffness", "300", "--damping", "10", "--engine", "rebound", "--format", "json"]

  @Test("The Rebound engine stops at the target the first frame past it, and the done row says so")
  func clamping() throws {
    let clamped = try #require(cli(Self.bouncy + ["--overshoot-clamping"]).json)
    let values = try #require(clamped.array("values")).compactMap(\.doubleValue)
    #expect(values.allSatisfy { $0 <= 1 } && values.last == 1)
    let free = try #require(cli(Self.bouncy).json?.array("values")).compactMap(\.doubleValue)
    #expect(free.contains { $0 > 1 })
    #expect(cli(Array(Self.bouncy.dropLast(2)) + ["--overshoot-clamping"]).out.contains("|v| < 0.001/s, or past"))
  }

  @Test("--rest-speed and --rest-delta set Rebound's thresholds too")
  func thresholds() throws {
    let loose = try #require(cli(Self.bouncy + ["--rest-speed", "0.5", "--rest-delta", "0.01"]).json)
    let strict = try #require(cli(Self.bouncy).json)
    let rule = try #require(loose["done"]?["rebound"])
    #expect(rule.number("speed") == 0.5 && rule.number("displacement") == 0.01)
    #expect(try #require(loose.number("doneTime")) < (try #require(strict.number("doneTime"))))
  }

  /// Times of 4 significant digits below 0.01 s fill a column: the next
  /// cell still starts after a space (it used to read "0.009613 s0.016 s").
  @Test("the done table's cells never run together, and its lines fit 80 columns")
  func doneTableCells() {
    let out = cli(["spring", "--mass", "1", "--stiffness", "10000", "--damping", "200"]).out
    let rows = out.split(separator: "\n").drop { !$0.contains("When each platform says") }.dropFirst().prefix(9)
    #expect(rows.count == 9 && rows.contains { $0.contains("0.009613 s ") })
    for row in rows {
      #expect(row.count <= 80)
      #expect(row.range(of: #" s[0-9>n]"#, options: .regularExpression) == nil, "\(row)")
    }
  }
}
