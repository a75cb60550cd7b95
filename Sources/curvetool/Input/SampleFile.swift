// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Curves
import Foundation
import Fit

/// Samples read from a file or standard input, with the line each came
/// from (for error messages).
///
/// Accepted (docs/fit.md): CSV with a `t,value` or `time,value` header or
/// none, separated by commas, tabs or spaces; `#` comments and blank lines
/// skipped; one column of numbers is a values array. JSON
/// `{"t": […], "value": […]}`, `[[t, v], …]`, or `[v, …]` (a values array;
/// a Swift array literal with a trailing comma is accepted too). A values
/// array is shown at `fps` frames per second.
struct SampleFile {
  var samples: FitSamples
  /// The 1-based line of each sample.
  var lines: SampleLines
  /// How the input was read, for the report ("CSV t,value", "values array").
  var kind: String
  /// What the reader suspects (headerless times that look like ms).
  var warnings: [String] = []

  /// Parses the bytes; a values array is shown at `fps`.
  static func parse(_ bytes: [UInt8], fps: Double, columns: SampleColumns = .init()) throws(FitError) -> SampleFile {
    let file = withUnit(try parseRaw(bytes, fps: fps, columns: columns), columns)
    guard file.samples.y.count <= WorkBudget.maxSamples else { throw tooMany(line: file.line(of: WorkBudget.maxSamples)) }
    return file
  }

  /// The refusal of a file holding more samples than one command's budget
  /// (``WorkBudget/maxSamples``, docs/cli.md §Limits), naming the line of
  /// the first sample past it where lines are known. Every reader stops
  /// there: past it the work (about 100 bytes a sample in a fit) is not
  /// attempted.
  static func tooMany(line: Int?) -> FitError {
    FitError(
      .badInput,
      (line.map { "line \($0): " } ?? "")
        + "more than \(WorkBudget.grouped(WorkBudget.maxSamples)) samples, the budget of one command; use part of the file, or every k-th row")
  }

  /// JSON times in the unit asked for (`--time-unit`), as seconds; without
  /// it, seconds, checked against their steps (``TimeUnitCheck``).
  static func withUnit(_ raw: SampleFile, _ columns: SampleColumns) -> SampleFile {
    var file = raw
    guard file.kind.hasPrefix("JSON {") || file.kind.hasPrefix("JSON [[") else { return file }
    if let unit = columns.unit {
      if unit != .seconds { file.samples = FitSamples(t: file.samples.t.map(unit.seconds), y: file.samples.y) }
    } else if let warning = TimeUnitCheck.warning(times: file.samples.t, unit: .seconds, column: nil) {
      file.warnings.append(warning)
    }
    return file
  }

  private static func parseRaw(_ bytes: [UInt8], fps: Double, columns: SampleColumns) throws(FitError) -> SampleFile {
    // Rows of numbers are read from the bytes; only JSON and pasted code
    // (which hold "=", "@", brackets) need the text.
    if isRows(bytes) { return try delimited(bytes, fps: fps, columns: columns) }
    // JSON is parsed from the bytes; its text is made only for the lenient
    // fallback (a Swift array literal with a trailing comma).
    if isJSON(bytes) { return try json(bytes, fps: fps) }
    let text = String(decoding: bytes, as: UTF8.self)
    if let snippet = coreAnimation(text) { return snippet }
    if let css = cssKeyframes(text) { return css }
    if let android = androidKeyframes(text) { return android }
    if let values = declaration(text) {
      return SampleFile(samples: FitSamples(values: values, fps: fps), lines: SampleLines(repeating: 1, count: values.count), kind: "values array")
    }
    return try delimited(Array(text.utf8), fps: fps, columns: columns)
  }

  /// Whether `bytes` start (after white space) with `{` or `[`: JSON.
  static func isJSON(_ bytes: [UInt8]) -> Bool {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// Whether `bytes` are rows of numbers: neither JSON nor pasted code
  /// (which holds a `=` or an `@`). Rows are read line by line; the rest is
  /// read as text.
  static func isRows(_ bytes: [UInt8]) -> Bool {
    !isJSON(bytes) && !bytes.contains(UInt8(ascii: "=")) && !bytes.contains(UInt8(ascii: "@"))
  }

  /// The numbers of a pasted array declaration: `let values: [Float] = [0,
  /// 105.6, …]` (Swift), `val values = floatArrayOf(0f, 105.6f, …)`
  /// (Kotlin), `const values = [0, 105.6, …];` (JavaScript).
  static func declaration(_ text: String) -> [Double]? {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    var body = String(text[text.index(after: equals)...]).trimmedWhitespace
    if body.hasSuffix(";") { body.removeLast() }
    for wrapper in ["floatArrayOf(", "doubleArrayOf(", "arrayOf(", "listOf("] where body.hasPrefix(wrapper) && body.hasSuffix(")") {
      body = "[" + body.dropFirst(wrapper.count).dropLast() + "]"
    }
    guard body.hasPrefix("["), body.hasSuffix("]") else { return nil }
    // Kotlin float literals: 105.6f.
    let cleaned = String(body.map { $0 == "f" || $0 == "F" ? " " : $0 })
    return lenientNumbers(cleaned)
  }

  /// The line of sample `index`, for messages.
  func line(of index: Int) -> Int? { lines.line(of: index) }

  // MARK: JSON

  static func json(_ bytes: [UInt8], fps: Double) throws(FitError) -> SampleFile {
    let value: JSON
    do {
      value = try JSONReader.parse(bytes)
    } catch {
      // A Swift array literal: numbers with a trailing comma.
      let text = String(decoding: bytes, as: UTF8.self)
      if text.trimmedWhitespace.hasPrefix("["), let numbers = lenientNumbers(text) {
        return SampleFile(samples: FitSamples(values: numbers, fps: fps), lines: SampleLines(repeating: 1, count: numbers.count), kind: "values array")
      }
      throw FitError(.badInput, "not valid JSON: \(error.message)")
    }
    // Every JSON curvetool writes: {t, value} (sample), {times, values}
    // (bounce, spring, export), also with other members around them.
    if let t = value["t"] ?? value["time"] ?? value["times"], let v = value["value"] ?? value["values"] {
      guard let ts = t.arrayValue, let vs = v.arrayValue else {
        throw FitError(.badInput, "\"t\" and \"value\" must be arrays of numbers")
      }
      guard ts.count == vs.count else {
        throw FitError(.badInput, "\"t\" has \(ts.count) numbers but \"value\" has \(vs.count)")
      }
      var times: [Double] = []
      var values: [Double] = []
      for (i, (a, b)) in zip(ts, vs).enumerated() {
        guard let x = a.doubleValue else { throw FitError(.badInput, "t[\(i)] is not a number", index: i) }
        guard let y = b.doubleValue else { throw FitError(.badInput, "value[\(i)] is not a number", index: i) }
        times.append(x)
        values.append(y)
      }
      return SampleFile(samples: FitSamples(t: times, y: values), lines: [], kind: "JSON {t, value}")
    }
    guard let items = value.arrayValue else {
      throw FitError(.badInput, "expected {\"t\": […], \"value\": […]}, [[t, value], …] or [value, …]")
    }
    if items.allSatisfy({ $0.doubleValue != nil }) {
      return SampleFile(
        samples: FitSamples(values: items.compactMap(\.doubleValue), fps: fps), lines: [], kind: "values array")
    }
    var times: [Double] = []
    var values: [Double] = []
    for (i, item) in items.enumerated() {
      guard let pair = item.arrayValue, pair.count == 2, let x = pair[0].doubleValue, let y = pair[1].doubleValue else {
        throw FitError(.badInput, "item \(i) is not a [t, value] pair of numbers", index: i)
      }
      times.append(x)
      values.append(y)
    }
    return SampleFile(samples: FitSamples(t: times, y: values), lines: [], kind: "JSON [[t, value], …]")
  }

  /// Numbers separated by commas and spaces between brackets, or `nil`.
  static func lenientNumbers(_ text: String) -> [Double]? {
    var body = text.trimmedWhitespace
    guard body.hasPrefix("["), body.hasSuffix("]") else { return nil }
    body = String(body.dropFirst().dropLast())
    var out: [Double] = []
    for part in body.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
      guard let x = Double(part) else { return nil }
      out.append(x)
    }
    return out
  }

  /// Spellings `Double` reads as non-finite (reported as such, not as text).
  static let nonFinite: Set<String> = ["nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"]
}

extension String {
  /// Without leading and trailing whitespace (spaces, tabs, line breaks).
  var trimmedWhitespace: String {
    var s = Substring(self)
    while let c = s.first, c.isWhitespace { s.removeFirst() }
    while let c = s.last, c.isWhitespace { s.removeLast() }
    return String(s)
  }
}
