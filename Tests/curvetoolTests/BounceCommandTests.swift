// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

@Suite("curvetool bounce")
struct BounceCommandTests {
  @Test("The default report: equation, analysis, plot, values")
  func defaultReport() {
    let r = cli(["bounce", "--bounces", "2"])
    #expect(r.code == 0)
    #expect(r.err.isEmpty)
    for needle in [
      "Bounce 0 → 1 in 0.5 s: 2 bounces, medium stiffness (residual 0.1), overshooting",
      "x(t) = -1·e^(-4.60517·t)·cos(18.8496·t) + 1",
      "crossings        3: 0.08333, 0.25, 0.4167 s",
      "snap at removal  0.1",
      "settle time      not within 0.5 s; the motion would need 1.5 s",
      "target 1",
      "Keyframes: 31 values, 60 fps",
    ] {
      #expect(r.out.contains(needle), "\(needle)")
    }
    // Plain output when piped: no escapes, no braille, at most 80 columns.
    #expect(!r.out.contains("\u{1B}"))
    #expect(!r.out.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
    for line in r.out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
  }

  @Test("Colour and braille only on a terminal, never with NO_COLOR")
  func colour() {
    let terminal = cliOnTerminal(["bounce"], environment: [:])
    #expect(terminal.out.contains("\u{1B}["))
    #expect(terminal.out.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
    let noColor = cliOnTerminal(["bounce"], environment: ["NO_COLOR": "1"])
    #expect(!noColor.out.contains("\u{1B}"))
    #expect(noColor.out.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
  }

  @Test("JSON: documented fields, values that round-trip")
  func json() throws {
    let r = cli(["bounce", "--format", "json", "--to", "300", "--bounces", "3"])
    #expect(r.code == 0)
    let j = try #require(r.json)
    #expect(j.string("model") == "damped-cosine")
    #expect(j.string("mode") == "exact")
    let p = try #require(j.object("parameters"))
    let curve = Bounce(to: 300, bounces: 3).curve
    #expect(p.number("amplitude") == -300)
    #expect(p.number("decay") == curve.decay)
    #expect(p.number("omega") == curve.omega)
    #expect(p.string("oscillation") == "cosine")
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    #expect(times.count == 31 && values.count == 31)
    for (t, v) in zip(times, values) { #expect(v == curve.value(at: t)) }
    #expect(j.numbers("keyTimes")?.last == 1)
    let a = try #require(j.object("analysis"))
    #expect(a.array("crossings")?.count == 4)
    #expect(a.number("snap") == abs(values[30] - 300))
  }

  /// At the smallest residual, 1e-30 of the move, both modes are still
  /// finite: α against its definition ln(|A|/s)/T, SKBounce's values
  /// against SKBounceRendering (checked against a port of SKBounce's loop
  /// in SKBounceRenderingTests). A stiffness of 5e-324 made α infinite and
  /// the first value NaN.
  @Test("At the smallest residual both modes stay finite")
  func smallestResidual() throws {
    let exact = try #require(cli(["bounce", "--stiffness", "1e-30", "--format", "json"]).json)
    #expect(exact.object("parameters")?.number("decay") == log(1 / 1e-30) / 0.5)
    let values = try #require(exact.numbers("values"))
    #expect(values.count == 31 && values.allSatisfy(\.isFinite) && values.first == 0)
    let sk = try #require(cli(["bounce", "--stiffness", "1e-30", "--compat", "skbounce", "--format", "json"]).json?.numbers("values"))
    let port = SKBounceRendering(Bounce(stiffness: .custom(1e-30))).values
    #expect(sk.map(Float.init).map(\.bitPattern) == port.map(\.bitPattern))
    #expect(sk.allSatisfy(\.isFinite) && sk.first == 0)
  }

  @Test("JSON in skbounce mode carries the Float values exactly")
  func jsonSKBounce() throws {
    let r = cli(["bounce", "--format", "json", "--compat", "skbounce", "--to", "300", "--bounces", "3"])
    let j = try #require(r.json)
    #expect(j.string("mode") == "skbounce")
    let values = try #require(j.numbers("values")).map(Float.init)
    let expected = SKBounceRendering(Bounce(to: 300, bounces: 3)).values
    #expect(values.map(\.bitPattern) == expected.map(\.bitPattern))
    let sk = try #require(j.object("skbounce"))
    let codes = sk.array("departures")?.compactMap { $0.string("code") } ?? []
    #expect(codes.contains("bounce-halving"))
    #expect(codes.contains("final-snap"))
  }

  @Test("CSV: t,keyTime,value rows that read back exactly")
  func csv() {
    let r = cli(["bounce", "--format", "csv", "--duration", "0.51"])
    let lines = r.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "t,keyTime,value")
    #expect(lines.count == 1 + 32)
    let curve = Bounce(duration: 0.51).curve
    for line in lines.dropFirst() {
      let f = line.split(separator: ",").compactMap { Double($0) }
      #expect(f.count == 3)
      #expect(f[2] == curve.value(at: f[0]))
      #expect(f[1] == f[0] / 0.51)
    }
    #expect(lines.last?.hasPrefix("0.51,1.0,") == true)
  }

  @Test("Swift: values, keyTimes and a CAKeyframeAnimation")
  func swift() {
    let r = cli(["bounce", "--format", "swift", "--key-path", "position.y"])
    for needle in [
      "let values: [Double] = [", "let keyTimes: [NSNumber] = [",
      "CAKeyframeAnimation(keyPath: \"position.y\")", "animation.values = values",
      "animation.keyTimes = keyTimes", "animation.duration = 0.5",
      "animation.timingFunction = CAMediaTimingFunction(name: .linear)",
    ] {
      #expect(r.out.contains(needle), "\(needle)")
    }
    let sk = cli(["bounce", "--format", "swift", "--compat", "skbounce"])
    #expect(sk.out.contains("let values: [Float] = ["))
    #expect(sk.out.contains("<#keyPath#>"))
    #expect(!sk.out.contains("animation.keyTimes"))
  }

  @Test("from == to is reported as a flat curve")
  func flat() {
    let r = cli(["bounce", "--from", "2", "--to", "2"])
    #expect(r.code == 0)
    #expect(r.out.contains("flat curve"))
    #expect(r.out.contains("settle time      0 s"))
  }

  @Test("Bad input: one-line error naming the flag, usage, exit 64", arguments: [
    (["--duration", "0"], "The value '0' is invalid for '--duration <seconds>': must be between 0.001 and 60000"),
    (["--duration", "-1"], "The value '-1' is invalid for '--duration <seconds>': must be between 0.001 and 60000"),
    (["--duration", "nan"], "The value 'nan' is invalid for '--duration <seconds>': must be a finite number"),
    (["--duration", "inf"], "The value 'inf' is invalid for '--duration <seconds>': must be a finite number"),
    (["--duration", "0.01"], "'--duration <seconds>': shorter than one frame at 60 fps"),
    (["--duration", "0.01", "--compat", "skbounce"], "shorter than one frame at 60 fps"),
    (["--bounces", "-1"], "The value '-1' is invalid for '--bounces <count>': must be a whole number from 0 to 1000"),
    (["--bounces", "2.5"], "The value '2.5' is invalid for '--bounces <count>': must be a whole number"),
    (["--bounces", "1001"], "must be a whole number from 0 to 1000"),
    (["--fps", "0"], "The value '0' is invalid for '--fps <fps>': must be between 1 and 1000"),
    (["--stiffness", "meduim"], "Did you mean 'medium'?"),
    (["--stiffness", "-0.1"], "'--stiffness <stiffness>': must be a finite number > 0"),
    (["--stiffness", "light"], "--stiffness light (5) is not below the distance |to − from| = 1"),
    (["--stiffness", "5e-324"], "--stiffness 4.94066e-324 is below the smallest residual, 1e-30 × max(1, |to − from|) = 1e-30"),
    (["--stiffness", "5e-324", "--compat", "skbounce"], "is below the smallest residual"),
    (["--stiffness", "9e-22", "--to", "1e9"], "--stiffness 9e-22 is below the smallest residual, 1e-30 × max(1, |to − from|) = 1e-21"),
    (["--compat", "skbounse"], "Did you mean 'skbounce'?"),
    (["--format", "jsn"], "Did you mean 'json'?"),
    (["--fps", "120", "--compat", "skbounce"], "--fps cannot be used with --compat skbounce"),
    (["--epsilon", "0"], "'--epsilon <fraction>': must be between 1e-12 and 0.5"),
    (["--from", "abc"], "The value 'abc' is invalid for '--from <value>': not a number"),
    (["--bounce", "3"], "Unknown option '--bounce'. Did you mean '--bounces'?"),
    (["--duration"], "Missing value for '--duration <seconds>'"),
    (["extra"], "invalid for '<curve>': unknown curve 'extra'"),
    (["--duration", "60000", "--fps", "1000"], "needs 60000001 keyframes, more than the 10,000,000 the budget allows"),
    (["--to", "1e39", "--compat", "skbounce"], "'--to <value>': must be between -1e9 and 1e9"),
  ] as [([String], String)])
  func badInput(args: [String], message: String) {
    let r = cli(["bounce"] + args)
    #expect(r.code == 64)
    #expect(r.out.isEmpty)
    let lines = r.err.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Error: ") == true)
    #expect(lines.first?.contains(message) == true, "\(lines.first ?? "")")
    #expect(lines.contains { $0.hasPrefix("Usage: curvetool bounce") })
    #expect(lines.last == "  See 'curvetool bounce --help' for more information.")
  }

  @Test("Unknown subcommand suggests the nearest")
  func unknownSubcommand() {
    let r = cli(["bonce"])
    #expect(r.code == 64)
    #expect(r.err.hasPrefix("Error: Unknown subcommand 'bonce'. Did you mean 'bounce'?"))
  }

  @Test("An output file that cannot be created exits 73")
  func unwritableOutput() {
    let r = cli(["bounce", "-o", "/nonexistent-dir/x.json"])
    #expect(r.code == 73)
    #expect(r.err.hasPrefix("Error: cannot create --output '/nonexistent-dir/x.json'"))
  }

  @Test("--output writes the file and nothing to stdout")
  func outputFile() throws {
    let path = Scratch.path("curvetool-bounce.csv")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = cli(["bounce", "--format", "csv", "--output", path])
    #expect(r.code == 0)
    #expect(r.out.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == cli(["bounce", "--format", "csv"]).out)
  }
}
