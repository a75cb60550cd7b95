// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit
import Foundation

/// The keyframe snippets curvetool writes, read back as samples: Core
/// Animation (`export`/`bounce`/`spring --format swift`), CSS `@keyframes`
/// and Android keyframes (docs/fit.md §5).
extension SampleFile {
  /// A Core Animation snippet curvetool writes: `let values: [Double] =
  /// […]`, `let keyTimes: [NSNumber] = […]` and `animation.duration = D`.
  static func coreAnimation(_ text: String) -> SampleFile? {
    func array(after marker: String) -> [Double]? {
      guard let start = text.range(of: marker), let equals = text[start.upperBound...].range(of: "= ["),
        let close = text[equals.upperBound...].firstIndex(of: "]")
      else { return nil }
      return lenientNumbers("[" + String(text[equals.upperBound..<close]) + "]")
    }
    guard let values = array(after: "let values:"), values.count >= 2,
      let d = text.range(of: "animation.duration = ").flatMap({ r in
        Double(text[r.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "-" })
      })
    else { return nil }
    // Without keyTimes (SKBounceAnimation's way) the values are spread evenly.
    let keyTimes = array(after: "let keyTimes:") ?? values.indices.map { Double($0) / Double(values.count - 1) }
    guard keyTimes.count == values.count else { return nil }
    return SampleFile(samples: FitSamples(t: keyTimes.map { $0 * d }, y: values), lines: [], kind: "Core Animation keyframes")
  }

  /// Android keyframes curvetool writes: `Keyframe.ofFloat(fraction,
  /// value)` lines and `duration = NL` (milliseconds).
  static func androidKeyframes(_ text: String) -> SampleFile? {
    guard text.contains("Keyframe.ofFloat("), let r = text.range(of: "duration = "),
      let ms = Double(text[r.upperBound...].prefix { $0.isNumber || $0 == "." })
    else { return nil }
    var times: [Double] = []
    var values: [Double] = []
    var rest = text[...]
    while let k = rest.range(of: "Keyframe.ofFloat(") {
      let body = rest[k.upperBound...].prefix { $0 != ")" }
      let numbers = body.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: "")) }
      guard numbers.count == 2, let f = numbers[0], let v = numbers[1] else { return nil }
      times.append(f * ms / 1000)
      values.append(v)
      rest = rest[k.upperBound...]
    }
    guard times.count >= 2 else { return nil }
    return SampleFile(samples: FitSamples(t: times, y: values), lines: [], kind: "Android keyframes")
  }

  /// CSS `@keyframes` curvetool writes: `P% { property: …V…; }` stops and
  /// `animation: name Dms`; the value is the first number after the colon.
  static func cssKeyframes(_ text: String) -> SampleFile? {
    guard text.contains("@keyframes"), let a = text.range(of: "animation: ") else { return nil }
    let after = text[a.upperBound...].split(separator: " ")
    guard after.count > 1, after[1].hasSuffix("ms"), let ms = Double(after[1].dropLast(2)) else { return nil }
    var times: [Double] = []
    var values: [Double] = []
    for line in text.split(separator: "\n") {
      let trimmed = String(line).trimmingSpaces
      guard let pct = trimmed.range(of: "% { "), let p = Double(trimmed[..<pct.lowerBound]),
        let colon = trimmed[pct.upperBound...].firstIndex(of: ":")
      else { continue }
      let rest = trimmed[trimmed.index(after: colon)...]
      let scanned = CSSNumber.scan(Array(rest), from: Array(rest).firstIndex { $0.isNumber || $0 == "-" || $0 == "." } ?? 0)
      guard let text = scanned?.text, let v = Double(text) else { continue }
      times.append(p / 100 * ms / 1000)
      values.append(v)
    }
    guard times.count >= 2 else { return nil }
    return SampleFile(samples: FitSamples(t: times, y: values), lines: [], kind: "CSS @keyframes")
  }
}
