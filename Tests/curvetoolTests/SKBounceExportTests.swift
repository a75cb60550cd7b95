// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// `compat: skbounce` exports SKBounceAnimation's own values array at its
/// own key times in every format (docs/formats.md): n = ⌊60·duration⌋
/// values, value i at i/(n − 1) of the duration, as Core Animation plays an
/// array without keyTimes.
@Suite("SKBounce exports keep SKBounce's values")
struct SKBounceExportTests {
  static let expression = "bounce(bounces: 3, compat: skbounce, duration: 0.75, from: 10, to: 110)"

  /// The upstream loop, written here: SKBounceAnimation 1.0.04's
  /// `valuesFromValue:toValue:…` for an overshooting bounce.
  static var upstream: [Float] {
    let steps = Int(60 * 0.75)
    // log2f(Float(stiffness / |to − from|)) / Float(steps), the medium
    // stiffness 0.1 stored as a Float; log2f correctly rounded.
    let stiffness = Double(Float(0.1))
    let log2f = Float(log2(Double(Float(stiffness / Double(Float(100).magnitude)))))
    let alpha = -abs(Double(log2f / Float(steps)))
    let omega = (Double(3 / 2) + 0.5) * 2 * Double.pi / Double(steps)
    return (0..<steps).map { f in Float((10 - 110) * pow(2.71, alpha * Double(f)) * cos(omega * Double(f)) + 110) }
  }

  @Test("JSON, CSV, CSS, Swift, Android and Lottie write SKBounce's own values at i/(n − 1)")
  func everyFormat() throws {
    let values = Self.upstream
    let n = values.count
    #expect(n == 45)
    let keyTimes = (0..<n).map { Double($0) / Double(n - 1) }
    // JSON: the arrays themselves.
    let json = try #require(cli(["export", Self.expression, "--format", "json"]).json)
    // Float values written as the shortest Float text.
    #expect(try #require(json.array("values")).map { $0.doubleValue.map(Float.init) } == values)
    #expect(try #require(json.array("keyTimes")).map { $0.doubleValue } == keyTimes)
    // CSV: a row per value.
    let rows = cli(["export", Self.expression, "--format", "csv"]).out.split(separator: "\n").dropFirst()
    #expect(rows.map { Float(String($0.split(separator: ",")[2])) } == values)
    #expect(rows.map { Double(String($0.split(separator: ",")[1])) } == keyTimes)
    // CSS: one stop per value at i/(n − 1) × 100 %, and the claim is exact.
    let css = cli(["export", Self.expression, "--format", "css-keyframes"]).out
    let stops = css.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("% {") }
    #expect(stops.count == n)
    for (i, stop) in stops.enumerated() {
      let percent = try #require(Double(stop.split(separator: "%")[0].trimmingCharacters(in: .whitespaces)))
      let value = try #require(Double(stop.split(separator: ":")[1].split(separator: ";")[0].trimmingCharacters(in: .whitespaces)))
      #expect(abs(percent - keyTimes[i] * 100) <= 1e-12 * 100)
      #expect(Float(value) == values[i])
    }
    #expect(css.contains("\(n) stops from SKBounceAnimation's own values (value i at i/\(n - 1) of the duration): exact"))
    // Swift and Android state the same spacing and an exact claim.
    let swift = cli(["export", Self.expression, "--format", "swift"]).out
    #expect(swift.contains("sampled from SKBounceAnimation's own values (value i at i/\(n - 1) of the duration): exact"))
    let android = cli(["export", Self.expression, "--format", "android"]).out
    #expect(android.contains("\(n) keyframes from SKBounceAnimation's own values"))
    // Lottie: a key per value at frame i/(n − 1) × op.
    let lottie = try #require(cli(["export", Self.expression, "--format", "lottie"]).json)
    let op = try #require(lottie.number("op"))
    #expect(op == 45)
    let layer = try #require(lottie.array("layers")?.first)
    let transform = try #require(layer["ks"])
    let keys = try #require(Self.animatedKeys(transform))
    #expect(keys.count == n)
    for (i, key) in keys.enumerated() {
      #expect(abs(try #require(key.number("t")) - keyTimes[i] * op) <= 1e-9)
      #expect(Float(try #require(key.array("s")?.first?.doubleValue)) == values[i])
    }
  }

  /// The keys of the first animated property in `json` (depth first: a
  /// split position animates `p.x`).
  static func animatedKeys(_ json: JSON) -> [JSON]? {
    guard case .object(let members) = json else { return nil }
    if json.number("a") == 1, let keys = json.array("k") { return keys }
    for (_, member) in members { if let keys = animatedKeys(member) { return keys } }
    return nil
  }

  @Test("--fps is refused: SKBounce computes its own values at 60 fps")
  func fpsRefused() {
    let r = cli(["export", Self.expression, "--format", "css-keyframes", "--fps", "120"])
    #expect(r.code == 64)
    #expect(r.err.contains("--fps does not apply to a compat: skbounce bounce"))
    #expect(r.out.isEmpty)
  }
}
