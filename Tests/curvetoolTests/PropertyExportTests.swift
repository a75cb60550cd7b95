// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// `--property` knows what it animates: valid CSS for each role, the right
/// Lottie channel, Core Animation's key paths in their units.
@Suite("Export: --property writes valid values")
struct PropertyExportTests {
  static func stops(_ css: String) -> [String] {
    css.split(separator: "\n").filter { $0.contains("% { ") }.map(String.init)
  }

  @Test("CSS declarations per role", arguments: [
    ("translateX", "transform: translateX(0px);", "transform: translateX(300px);"),
    ("y", "transform: translateY(0px);", "transform: translateY(300px);"),
    ("scale", "transform: scale(0);", "transform: scale(300);"),
    ("rotation", "transform: rotate(0deg);", "transform: rotate(300deg);"),
    ("opacity", "opacity: 0;", "opacity: 300;"),
    ("width", "width: 0px;", "width: 300px;"),
    ("filter: blur({}px)", "filter: blur(0px);", "filter: blur(300px);"),
  ])
  func css(_ property: String, _ first: String, _ last: String) {
    let r = cli(["export", "ease", "-f", "css-keyframes", "--to", "300", "--property=\(property)"])
    #expect(r.code == 0)
    let s = Self.stops(r.out)
    #expect(s.first?.contains(first) == true && s.last?.contains(last) == true, "\(s)")
  }

  @Test("'transform' alone is refused with the forms that work")
  func bareTransform() {
    let r = cli(["export", ".bouncy", "-f", "css-keyframes", "--property", "transform"])
    #expect(r.code == 64 && r.err.contains("not a value CSS can take as a number") && r.err.contains("translateX"))
  }

  static func lottie(_ args: [String]) throws -> JSON {
    let r = cli(["export"] + args + ["-f", "lottie"])
    #expect(r.code == 0)
    return try #require(r.json?.array("layers")?.first)
  }

  @Test("Lottie channels: position x and y, scale in percent, rotation on the group, opacity in percent")
  func lottie() throws {
    let scale = try Self.lottie(["ease", "--from", "1", "--to", "2", "--property", "scale"])
    let s = try #require(scale.object("ks")?.object("s"))
    #expect(s.number("a") == 1)
    #expect(s.array("k")?.first?.numbers("s") == [100, 100] && s.array("k")?.last?.numbers("s") == [200, 200])
    #expect(scale.object("ks")?.object("p")?.numbers("k") == [256, 256])
    let y = try Self.lottie(["ease", "--to", "50", "--property", "offsetY"])
    #expect(y.object("ks")?.object("p")?.object("y")?.number("a") == 1)
    let o = try Self.lottie(["ease", "--property", "opacity"])
    #expect(o.object("ks")?.object("o")?.array("k")?.last?.numbers("s") == [100])
    let r = try Self.lottie(["ease", "--to", "90", "--property", "rotate"])
    let group = try #require(r.array("shapes")?.first?.array("it"))
    #expect(group.first?.string("ty") == "rc")
    #expect(group.last?.object("r")?.array("k")?.last?.numbers("s") == [90])
  }

  @Test("Core Animation: a role's key path, rotation in radians")
  func coreAnimation() {
    let r = cli(["export", "ease", "--to", "180", "-f", "swift", "--property", "rotate"])
    #expect(r.out.contains("\"transform.rotation.z\""))
    #expect(r.out.contains(String(Double.pi)))
  }

  @Test("Every Swift snippet sets the model value to its last presented value", arguments: [
    ["bounce", "--to", "100", "--format", "swift"], ["bounce", "--to", "100", "--compat", "skbounce", "--format", "swift"],
    ["spring", "--to", "100", "--format", "swift"], ["export", "bounce(bounces: 2)", "--to", "100", "--format", "swift"],
    ["export", ".bouncy", "--to", "50", "--format", "swift"],
  ])
  func modelValue(_ args: [String]) throws {
    let out = cli(args).out
    let body = try #require(out.range(of: "= [\n").map { out[$0.upperBound...] })
    let array = try #require(body.range(of: "\n]").map { body[..<$0.lowerBound] })
    let last = try #require(array.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == " " }).last.map(String.init))
    #expect(out.contains("// layer.setValue(\(last), forKeyPath:"), "\(args): last value \(last)")
  }

  @Test("Exact forms first: a Bézier is Core Animation's timing function; --sampled asks for keyframes")
  func exactBezier() {
    let exact = cli(["export", "cubic-bezier(0.34, 1.56, 0.64, 1)", "--format", "swift", "--fps", "120"]).out
    #expect(exact.contains("CABasicAnimation") && exact.contains("CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1.0)"))
    #expect(!exact.contains("CAKeyframeAnimation"))
    let sampled = cli(["export", "cubic-bezier(0.34, 1.56, 0.64, 1)", "--format", "swift", "--fps", "120", "--sampled"]).out
    #expect(sampled.contains("CAKeyframeAnimation"))
  }

  @Test("steps(): convert's Core Animation form is export's discrete keyframes, both exact")
  func exactSteps() throws {
    let convert = try #require(cli(["convert", "steps(4)", "--as", "coreAnimation", "--format", "json"]).json)
    let export = cli(["export", "steps(4)", "--format", "swift"]).out
    let forms = try #require(convert.array("equivalents") ?? convert.array("forms"))
    let code = forms.first?.array("code")?.compactMap(\.stringValue).joined(separator: "\n") ?? ""
    #expect(code.contains("animation.values = [0, 0.25, 0.5, 0.75]") && code.contains(".discrete"))
    #expect(export.contains("0.0, 0.25, 0.5, 0.75,") && export.contains("animation.calculationMode = .discrete"))
    #expect(forms.first?["exact"] == .bool(true) && export.contains("steps() as a discrete animation: exact."))
  }

  @Test("A Bézier: convert's Core Animation form and export's are the same text and the same measured claim")
  func bezierAgrees() throws {
    for curve in ["cubic-bezier(0.25, 1.5, 0.75, 1)", "cubic-bezier(0.123456789123, 0.7, 0.3, 0.9)", "ease-in-out"] {
      let convert = try #require(cli(["convert", curve, "--as", "coreAnimation", "--format", "json"]).json?.array("equivalents")?.first)
      let export = cli(["export", curve, "--format", "swift"]).out
      let line = try #require(convert.array("code")?.compactMap(\.stringValue).first { $0.contains("CAMediaTimingFunction") })
      let call = try #require(line.range(of: "CAMediaTimingFunction(").map { String(line[$0.lowerBound...]) })
      #expect(export.contains(call), "\(curve): \(call)")
      let exact = convert["exact"] == .bool(true)
      #expect(export.contains("Core Animation's own timing function: exact") == exact, "\(curve)")
      if !exact, let error = convert.number("maxError") {
        #expect(export.contains("off by up to \(NumberText.text(error, .brief)) of the move"), "\(curve)")
      }
    }
  }

  @Test("diagnose --export-dir: a scale track exports as a Lottie scale and a CSS scale()")
  func diagnoseScale() throws {
    let dir = try FileSafetyTests.folder()
    let doc = try HostileInputTests.example()
      .replacingOccurrences(of: "\"as\": \"array\"", with: "\"as\": \"css-keyframes\"")
    let r = cli(["diagnose", "-", "--export-dir", dir.path], stdin: doc)
    #expect(r.code == 0)
    let lottie = try JSONReader.parse(Array(Data(contentsOf: dir.appendingPathComponent("ball2.scale.json"))))
    #expect(lottie.array("layers")?.first?.object("ks")?.object("s")?.number("a") == 1)
    let css = try String(contentsOf: dir.appendingPathComponent("ball2.offsetY.css"), encoding: .utf8)
    #expect(css.contains("transform: translateY("))
  }
}
