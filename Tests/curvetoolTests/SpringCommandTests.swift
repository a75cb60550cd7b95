// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

@Suite("curvetool spring")
struct SpringCommandTests {
  func parameters(_ args: [String]) throws -> JSON {
    let r = cli(["spring", "--format", "json"] + args)
    #expect(r.code == 0, "\(r.err)")
    return try #require(r.json?.object("spring"))
  }

  @Test("--duration 0.5 --bounce 0.3 reports stiffness ≈ 157.91 and damping ≈ 17.59 for mass 1")
  func appleExample() throws {
    let p = try parameters(["--swiftui-duration", "0.5", "--bounce", "0.3"])
    #expect(p.number("mass") == 1)
    #expect(abs((p.number("stiffness") ?? 0) - 157.91) < 0.005)
    #expect(abs((p.number("damping") ?? 0) - 17.59) < 0.005)
    let text = cli(["spring", "--swiftui-duration", "0.5", "--bounce", "0.3"]).out
    #expect(text.contains("mass 1, stiffness 157.914, damping 17.5929"))
  }

  @Test("Every parameterisation gives the library's spring", arguments: [
    (["--swiftui-duration", "0.4", "--bounce", "-0.2"], Spring(duration: 0.4, bounce: -0.2)),
    (["--response", "0.55", "--damping-ratio", "1"], Spring(response: 0.55, dampingRatio: 1)),
    (["--settling-duration", "1", "--damping-ratio", "0.5"], Spring(settlingDuration: 1, dampingRatio: 0.5)),
    (["--mass", "2", "--stiffness", "300", "--damping", "20"], Spring(mass: 2, stiffness: 300, damping: 20)),
    (["--stiffness", "1500", "--damping-ratio", "0.5"], Spring(mass: 1, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot())),
    (["--tension", "170", "--friction", "26"], Spring(mass: 1, stiffness: 170, damping: 26)),
    (["--frequency", "0.5", "--damping-ratio", "0.7"], Spring(reactSpringFrequency: 0.5, dampingRatio: 0.7)),
    (["--bounciness", "5", "--speed", "10"], Spring(bounciness: 5, speed: 10)),
    (["--origami-tension", "40", "--origami-friction", "7"], Spring(origamiTension: 40, origamiFriction: 7)),
    (["--visual-duration", "0.3", "--bounce", "0.3"], Spring(visualDuration: 0.3, bounce: 0.3)),
    (["--motion-duration", "0.8", "--bounce", "0.25"], Spring(motionDuration: 0.8, bounce: 0.25)),
    (["--uikit-duration", "0.6", "--damping-ratio", "0.8"], Spring(uikitDuration: 0.6, dampingRatio: 0.8)),
    (["--preset", "react-spring.wobbly"], Spring(mass: 1, stiffness: 180, damping: 12)),
    ([], Spring(duration: 0.5, bounce: 0)),
  ] as [([String], Spring)])
  func parameterisations(args: [String], expected: Spring) throws {
    let p = try parameters(args)
    #expect(p.number("mass") == expected.mass)
    #expect(p.number("stiffness") == expected.stiffness)
    #expect(p.number("damping") == expected.damping)
  }

  @Test("JSON carries samples, every platform's terms and every rule")
  func json() throws {
    let r = cli(["spring", "--format", "json", "--preset", "swiftui.bouncy", "--to", "100"])
    let j = try #require(r.json)
    #expect(j.string("model") == "spring")
    let times = try #require(j.numbers("times"))
    let values = try #require(j.numbers("values"))
    let velocities = try #require(j.numbers("velocities"))
    #expect(times.count == values.count && values.count == velocities.count && times.count > 10)
    let s = Spring(duration: 0.5, bounce: 0.3, from: 0, to: 100)
    for (t, v) in zip(times, values) { #expect(v == s.value(at: t)) }
    // Every platform with a spring, by registry id, each form by its id.
    let p = try #require(j.object("platforms"))
    for platform in Platform.all where !platform.forms.isEmpty {
      for form in platform.forms { #expect(p.object(platform.id.rawValue)?[form.id.rawValue] != nil, "\(form.id)") }
    }
    #expect(p.object("swiftUI")?.object("swiftUIDurationBounce")?.number("bounce").map { abs($0 - 0.3) < 1e-12 } == true)
    let settle = try #require(j.object("done"))
    for engine in SpringEngine.allCases where engine != .exact && engine != .uiKitAdditive {
      #expect(settle.object(engine.rawValue)?.number("exact") != nil, "\(engine)")
    }
    #expect(settle.object("uiKitAdditive") == nil)
    #expect(settle.object("swiftUI")?["frames60"] == .null)
    #expect(settle.object("android")?.number("frames60") != nil)
  }

  @Test("--engine android samples what SpringAnimation draws")
  func androidEngine() throws {
    let r = cli(["spring", "--format", "json", "--stiffness", "1500", "--damping-ratio", "0.5", "--engine", "android", "--fps", "120", "--android-threshold", "scale"])
    let j = try #require(r.json)
    let times = try #require(j.numbers("times"))
    #expect(j.number("doneTime") == 0.325)
    #expect(times.last == 0.325)
  }

  @Test("CSV and Swift outputs")
  func otherFormats() {
    let csv = cli(["spring", "--format", "csv", "--duration", "0.1"]).out.split(separator: "\n")
    #expect(cli(["spring", "--format", "csv", "--length", "0.1"]).out == cli(["spring", "--format", "csv", "--duration", "0.1"]).out)
    #expect(csv.first == "t,value,velocity (units/s)")
    #expect(csv.count == 1 + 7)
    let swift = cli(["spring", "--format", "swift", "--preset", "swiftui.snappy"]).out
    #expect(swift.contains("let values: [Double] = ["))
    #expect(swift.contains("//   .spring(duration: 0.5, bounce: 0.15)"))
    #expect(swift.contains("CAKeyframeAnimation(keyPath: \"<#keyPath#>\")"))
  }

  @Test("The text report: regime, platforms' done times, snippets, plot")
  func text() {
    let r = cli(["spring", "--swiftui-duration", "0.5", "--bounce", "0.3"])
    #expect(r.code == 0)
    for needle in [
      "regime           under-damped, ζ = 0.7", "When each platform says \"done\"", "Android", "react-spring",
      ".spring(duration: 0.5, bounce: 0.3)", "SpringForce(1.0f).setStiffness(157.91367f).setDampingRatio(0.7f)",
      "spring(dampingRatio = 0.7f, stiffness = 157.91367f)", "{ tension: 157.913670417, friction: 17.5929188601, mass: 1 }",
      "target 1",
    ] {
      #expect(r.out.contains(needle), "\(needle)")
    }
    for line in r.out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
  }

  @Test("Conflicting or incomplete sets say which flags go together", arguments: [
    (["--bounce", "0.3", "--damping-ratio", "0.5"], "--bounce and --damping-ratio are mutually exclusive"),
    (["--tension", "170"], "--tension needs --friction"),
    (["--stiffness", "100", "--damping", "10", "--damping-ratio", "0.5"], "--damping and --damping-ratio are mutually exclusive"),
    (["--swiftui-duration", "0.5", "--damping-ratio", "0.8"], "--damping-ratio and --swiftui-duration are mutually exclusive"),
    (["--preset", "swiftui.bouncy", "--tension", "3"], "--preset cannot be combined with --tension"),
  ] as [([String], String)])
  func conflicts(args: [String], message: String) {
    let r = cli(["spring"] + args)
    #expect(r.code == 64)
    #expect(r.err.hasPrefix("Error: " + message), "\(r.err)")
  }

  @Test("Bad values: mass ≤ 0, stiffness ≤ 0, negative damping, bounce outside (−1, 1), NaN", arguments: [
    (["--mass", "0", "--stiffness", "1", "--damping", "1"], "'--mass <mass>': must be > 0"),
    (["--stiffness", "-1", "--damping", "1"], "'--stiffness <stiffness>': must be > 0"),
    (["--stiffness", "1", "--damping", "-0.5"], "'--damping <damping>': must be ≥ 0"),
    (["--bounce", "1.5"], "'--bounce <bounce>': must be greater than -1 and less than 1 (SwiftUI"),
    (["--bounce", "-1"], "'--bounce <bounce>': must be greater than -1 and less than 1 (SwiftUI"),
    (["--swiftui-duration", "nan"], "must be a finite number"),
    (["--swiftui-duration", "0"], "must be > 0"),
    (["--preset", "swiftui.bounc"], "Did you mean 'swiftui.bouncy'?"),
    (["--engine", "androd"], "Did you mean 'android'?"),
    (["--fps", "0"], "must be between 1 and 1000"),
    (["--length", "-1"], "must be between 0.001 and 60000"),
  ] as [([String], String)])
  func badValues(args: [String], message: String) {
    let r = cli(["spring"] + args)
    #expect(r.code == 64)
    #expect(r.err.hasPrefix("Error: "))
    #expect(r.err.split(separator: "\n").first?.contains(message) == true, "\(r.err)")
  }

  @Test("--preset list names every preset with its source")
  func presetList() {
    let r = cli(["spring", "--preset", "list"])
    #expect(r.code == 0)
    for p in SpringPreset.all { #expect(r.out.contains(p.name)) }
  }
}

@Suite("curvetool bench")
struct BenchCommandTests {
  @Test("JSON: schema, tool, and name, nsPerOp, ops for the filtered kernels")
  func json() throws {
    let r = cli(["bench", "--filter", "spring.value", "--repetitions", "1", "--format", "json"])
    #expect(r.code == 0)
    let doc = try JSONReader.parse(r.out)
    #expect(doc.string("schema") == "curvetool.bench/1" && doc.string("tool")?.hasPrefix("curvetool ") == true)
    let items = try #require(doc["kernels"]?.arrayValue)
    #expect(!items.isEmpty)
    for item in items {
      #expect(item.string("name")?.contains("spring.value") == true)
      #expect((item.number("nsPerOp") ?? 0) > 0)
      #expect((item.number("ops") ?? 0) > 0)
    }
  }

  @Test("Every kernel names the command path it stands for")
  func paths() {
    #expect(BenchKernels.all.allSatisfy { !$0.path.isEmpty })
  }

  @Test("--compare prints each kernel's ratio to a saved run; a file that is not one is refused")
  func compare() throws {
    let saved = Scratch.path("saved.json")
    defer { try? FileManager.default.removeItem(atPath: saved) }
    // A saved run at 2 ns per operation: the ratio is now / 2.
    try "{\"schema\": \"curvetool.bench/1\", \"kernels\": [{\"name\": \"skbounce.values\", \"nsPerOp\": 2, \"ops\": 1}]}".write(toFile: saved, atomically: true, encoding: .utf8)
    let r = cli(["bench", "--filter", "skbounce.values", "--repetitions", "1", "--format", "json", "--compare", saved])
    let item = try #require(try JSONReader.parse(r.out)["kernels"]?.arrayValue?.first)
    let now = try #require(item.number("nsPerOp"))
    #expect(item.number("ratioToSaved") == now / 2)
    #expect(cli(["bench", "--compare", "/dev/null"]).code == 65)
    // Saved times that are not positive normal numbers are refused, naming
    // the kernel, before anything is measured; so is a kernel saved twice.
    for ns in ["0", "-2", "5e-324", "2.2e-308"] {
      try "{\"kernels\": [{\"name\": \"skbounce.values\", \"nsPerOp\": \(ns)}]}".write(toFile: saved, atomically: true, encoding: .utf8)
      let bad = cli(["bench", "--filter", "skbounce.values", "--repetitions", "1", "--compare", saved])
      #expect(bad.code == 65 && bad.out.isEmpty, "\(ns)")
      #expect(bad.err.contains("Error: \(saved): kernel 'skbounce.values' has nsPerOp "), "\(bad.err)")
      #expect(bad.err.contains("a saved time must be a positive normal number"))
    }
    try "{\"kernels\": [{\"name\": \"a\", \"nsPerOp\": 1}, {\"name\": \"a\", \"nsPerOp\": 2}]}".write(toFile: saved, atomically: true, encoding: .utf8)
    #expect(cli(["bench", "--compare", saved]).err.contains("Error: \(saved): kernel 'a' is saved twice"))
  }

  @Test("Progress goes to a terminal's standard error, never when piped or with --quiet")
  func progress() {
    var io = CommandIO.captured()
    io.stderrIsTerminal = true
    #expect(CurveTool.run(["bench", "--filter", "skbounce.values", "--repetitions", "1"], io: io) == 0)
    #expect(io.stderr.text.contains("[1/1] skbounce.values"))
    var quiet = CommandIO.captured()
    quiet.stderrIsTerminal = true
    #expect(CurveTool.run(["bench", "--filter", "skbounce.values", "--repetitions", "1", "--quiet"], io: quiet) == 0)
    #expect(!quiet.stderr.text.contains("[1/1]"))
    #expect(!cli(["bench", "--filter", "skbounce.values", "--repetitions", "1"]).err.contains("[1/1]"))
  }

  @Test("The diagnose kernels run what diagnose FILE and diagnose FILE --simulate run: the same report")
  func diagnoseKernels() throws {
    let bytes = DiagnoseKernels.kfloop(count: 4, horizon: 20)
    let file = Scratch.path("kernel-timelines.json")
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    for arguments in [[], ["--simulate"]] {
      let kernel = try #require(DiagnoseKernels.report(bytes, arguments))
      let r = cli(["diagnose", file] + arguments)
      #expect(r.code == 0)
      #expect(r.out.contains("4 timelines") && (arguments.isEmpty || r.out.contains("as played")))
      // The same report but for its heading, which names the file (and
      // may wrap): everything from the first blank line on.
      func body(_ text: String) -> String? { text.range(of: "\n\n").map { String(text[$0.lowerBound...]) } }
      let text = String(decoding: kernel, as: UTF8.self)
      #expect(text.hasPrefix("Diagnosis of -: 4 timelines"))
      #expect(body(text) != nil && body(text) == body(r.out))
    }
  }

  @Test("docs/performance.md §2 lists every kernel bench runs, once, and no other")
  func documented() throws {
    let text = try String(contentsOf: DocsExamplesTests.root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
    let section = try #require(text.range(of: "## 2. ").flatMap { start in text[start.upperBound...].range(of: "\n## ").map { text[start.upperBound..<$0.lowerBound] } })
    // A table row starts with the kernel's name in backquotes.
    let listed = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { $0.dropFirst(3).split(separator: "`").first.map(String.init) }
    #expect(listed.sorted() == BenchKernels.all.map(\.name).sorted())
  }

  @Test("Text gives each time in the largest unit under which it is at least 1, two decimals; JSON in nanoseconds")
  func units() {
    #expect(BenchCommand.time(7.434) == "7.43 ns")
    #expect(BenchCommand.time(999.994) == "999.99 ns")
    #expect(BenchCommand.time(1000) == "1.00 µs")
    #expect(BenchCommand.time(670_000) == "670.00 µs")
    #expect(BenchCommand.time(438_799_988) == "438.80 ms")
    #expect(BenchCommand.time(2.5e9) == "2.50 s")
    let r = cli(["bench", "--filter", "skbounce.values", "--repetitions", "1"])
    #expect(r.out.hasPrefix("skbounce.values") && r.out.contains(" per 30-value array  (best "))
  }

  @Test("An unknown filter is a usage error (64) with the list of kernels")
  func unknownFilter() {
    let r = cli(["bench", "--filter", "nothing-like-this"])
    #expect(r.code == 64)
    #expect(r.err.contains("spring.value.random"))
  }
}

@Suite("spring: Compose's done row")
struct ComposeDoneRowTests {
  @Test("settle.compose is Compose's estimate through FloatSpringSpec; the exact motion stays within its threshold after it")
  func composeRow() throws {
    let r = cli(["spring", "--stiffness", "100", "--damping-ratio", "0.5", "--from", "100", "--to", "0", "--velocity", "3000", "--format", "json"])
    let compose = try #require(r.json?["done"]?["compose"])
    let finish = try #require(compose.number("doneTime"))
    let ms = ComposeDurationEstimate.animationMillis(stiffness: 100, dampingRatio: 0.5, from: 100, to: 0, velocity: 3000)
    #expect(finish == Double(ms) / 1000)
    // Under-damped, the estimate is where the envelope reaches the
    // threshold: the motion never leaves ±0.01 after it.
    let spring = Spring(mass: 1, stiffness: 100, damping: 2 * 0.5 * 10, initialVelocity: 3000, from: 100, to: 0)
    for i in 0...20_000 {
      let t = finish + Double(i) * 0.0005
      #expect(abs(spring.value(at: t)) <= 0.01 * (1 + 1e-9), "t \(t)")
      if abs(spring.value(at: t)) > 0.01 * (1 + 1e-9) { break }
    }
    let exact = try #require(compose.number("exact"))
    #expect(exact <= finish && abs(spring.value(at: exact)) <= 0.01 * (1 + 1e-9))
    let at60 = try #require(compose.number("frames60"))
    #expect(at60 >= finish && at60 - finish < 1.0 / 60 && (at60 * 60).rounded() == at60 * 60)
    #expect(cli(["spring", "--stiffness", "100", "--damping-ratio", "0.5"]).out.contains("Compose       its estimate (±0.01), "))
  }
}

/// `--duration` is how long to sample on every command, `spring` too
/// (docs/cli.md, Values); SwiftUI's own duration is `--swiftui-duration`.
@Suite("spring --duration")
struct SpringDurationOptionTests {
  @Test("--duration is the length; --length its older spelling; SwiftUI's duration is --swiftui-duration; an old command line is refused with the new spelling")
  func duration() throws {
    let a = try #require(cli(["spring", ".bouncy", "--duration", "0.25", "-f", "json"]).json?.numbers("times"))
    #expect(a.last == 0.25)
    let b = cli(["spring", "--swiftui-duration", "0.4", "--bounce", "0.2", "-f", "json"])
    let spring = try #require(b.json?.object("spring"))
    let want = Spring(duration: 0.4, bounce: 0.2)
    #expect(spring.number("stiffness") == want.stiffness && spring.number("damping") == want.damping)
    let old = cli(["spring", "--duration", "0.5", "--bounce", "0.3"])
    #expect(old.code == 64 && old.err.contains("SwiftUI's Spring(duration:bounce:) is --swiftui-duration with --bounce"))
    #expect(cli(["spring", "--duration", "1", "--length", "1"]).code == 64)
  }
}

/// `--property` means what is animated on every command that writes code:
/// bounce and spring take it as export does (`--key-path` its older
/// spelling).
@Suite("--property on bounce and spring")
struct SnippetPropertyTests {
  @Test("--property position.y is --key-path position.y; translateY is Core Animation's transform.translation.y; rotate is refused with the route; both options together are refused")
  func property() {
    for command in ["bounce", "spring"] {
      let a = cli([command, "-f", "swift", "--property", "position.y"])
      #expect(a.code == 0 && a.out == cli([command, "-f", "swift", "--key-path", "position.y"]).out, "\(command)")
      #expect(cli([command, "-f", "swift", "--property", "translateY"]).out.contains(#"CAKeyframeAnimation(keyPath: "transform.translation.y")"#))
      let r = cli([command, "-f", "swift", "--property", "rotate"])
      #expect(r.code == 64 && r.err.contains("export --format swift --property rotate"))
      #expect(cli([command, "--property", "x", "--key-path", "y"]).code == 64)
    }
  }
}
