// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension DiagnoseSource {
  /// The Kotlin source with every loop's period set to `period` by editing
  /// `durationMillis` in place (every other byte unchanged): each
  /// iteration becomes `period` (half with `RepeatMode.Reverse`) less its
  /// delay, in whole milliseconds as Compose counts them; a keyframes
  /// block's `at` times scale with it, rounded to the millisecond. A
  /// duration left to its default (300) is written as an argument
  /// (`tween(durationMillis = …)`) or a statement (`durationMillis = …;`).
  /// A duration or time written as an expression (`PULSE_MS * 2`) is
  /// replaced by its new value, so a constant other loops share is never
  /// changed. `nil` when the period is not a whole number of milliseconds,
  /// or two loops would need one number to say two things.
  func fixedCompose(period: Double) -> [UInt8]? {
    guard let compose else { return nil }
    let tokens = KotlinSource(bytes: bytes).tokens
    var edits: [Int: (length: Int, text: String)] = [:]
    func edit(_ offset: Int, _ length: Int, _ text: String) -> Bool {
      if let e = edits[offset], e.length != length || e.text != text { return false }
      edits[offset] = (length, text)
      return true
    }
    /// An expression's bytes replaced by a whole number (a literal, or a
    /// constant's arithmetic, which would otherwise change other loops).
    func replace(_ r: Range<Int>, _ value: Int) -> Bool {
      guard !r.isEmpty, r.upperBound <= tokens.count else { return false }
      let first = tokens[r.lowerBound]
      let last = tokens[r.upperBound - 1]
      return edit(first.offset, last.offset + last.length - first.offset, String(value))
    }
    for t in compose.timelines where Swift.abs(t.period - period) > 1e-9 * period {
      let iteration = period * 1000 / (t.repetition.reverse ? 2 : 1)
      let whole = iteration.rounded()
      guard Swift.abs(iteration - whole) <= 1e-6, whole <= 86_400_000 else { return nil }
      let duration = Int(whole) - t.spec.delayMillis
      guard duration > 0 else { return nil }
      if let r = t.spec.durationToken {
        guard replace(r, duration) else { return nil }
      } else {
        // The default duration, written out where the call opens.
        let open = t.spec.callAt + 1
        guard open < tokens.count else { return nil }
        let token = tokens[open]
        let empty = open + 1 < tokens.count && tokens[open + 1].is(token.is("(") ? ")" : "}")
        let text = token.is("(") ? "durationMillis = \(duration)" + (empty ? "" : ", ") : " durationMillis = \(duration);"
        guard edit(token.offset + token.length, 0, text) else { return nil }
      }
      for (r, ms) in t.spec.atTokens {
        guard t.spec.durationMillis > 0 else { return nil }
        let scaled = Int((Double(ms) * Double(duration) / Double(t.spec.durationMillis)).rounded())
        guard replace(r, scaled) else { return nil }
      }
    }
    guard !edits.isEmpty else { return nil }
    var out = bytes
    for (offset, e) in edits.sorted(by: { $0.key > $1.key }) {
      out.replaceSubrange(offset..<(offset + e.length), with: Array(e.text.utf8))
    }
    return out
  }
}
