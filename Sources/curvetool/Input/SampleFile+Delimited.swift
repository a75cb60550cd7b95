// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Curves
import Fit

extension SampleFile {
  /// CSV, TSV or space-separated rows, read from the bytes: the header (the
  /// first line with a field that is not a number) and the first row fix
  /// the columns before any other row is looked at, and each number is read
  /// in place with the C library's correctly rounded `strtod` (the reading
  /// `Double(String)` gives), so no `String` is made per row. Fields are
  /// split at commas when the line has one, else at spaces and tabs; ASCII
  /// white space around a field, blank lines and `#` comments are skipped.
  /// Every refusal names its line.
  static func delimited(_ bytes: [UInt8], fps: Double, columns options: SampleColumns = .init()) throws(FitError) -> SampleFile {
    var times: [Double] = []
    var values: [Double] = []
    var lines: [Int] = []
    var count: Int?
    var timeIndex: Int?
    var valueIndex = 0
    var unit = options.unit ?? .seconds
    var header: [String]?
    let n = bytes.count
    // At most one sample per line: reserve that, not more.
    let lineCount = bytes.count(where: { $0 == 0x0A }) + 1
    times.reserveCapacity(lineCount)
    values.reserveCapacity(lineCount)
    lines.reserveCapacity(lineCount)
    var fields: [(Int, Int)] = []
    var scratch = [CChar](repeating: 0, count: 64)
    func text(_ f: (Int, Int)) -> String { String(decoding: bytes[f.0..<f.1], as: UTF8.self) }
    func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C }
    /// The number in bytes[a..<b], or nil.
    func number(_ a: Int, _ b: Int) -> Double? {
      let length = b - a
      guard length > 0 else { return nil }
      if length + 1 > scratch.count { scratch = [CChar](repeating: 0, count: length + 1) }
      return scratch.withUnsafeMutableBufferPointer { buffer -> Double? in
        for k in 0..<length { buffer[k] = CChar(bitPattern: bytes[a + k]) }
        buffer[length] = 0
        let base = buffer.baseAddress!
        var end: UnsafeMutablePointer<CChar>?
        let v = strtod(base, &end)
        return end == base + length ? v : nil
      }
    }
    func resolve(_ ref: SampleColumns.Reference, _ names: [String], _ what: String, _ line: Int) throws(FitError) -> Int {
      switch ref {
      case .index(let i):
        guard i <= names.count else { throw FitError(.badInput, "line \(line): --\(what)-column \(i) but the file has \(names.count) columns") }
        return i - 1
      case .name(let name):
        guard let i = names.firstIndex(of: name) else {
          throw FitError(.badInput, "line \(line): no column '\(name)' for --\(what)-column; the columns are " + names.joined(separator: ", "))
        }
        return i
      }
    }
    var start = 0
    var lineNumber = 0
    while start < n {
      lineNumber += 1
      var end = start
      while end < n, bytes[end] != 0x0A { end += 1 }
      let next = end + 1
      var a = start
      var b = end
      while a < b, isSpace(bytes[a]) { a += 1 }
      while b > a, isSpace(bytes[b - 1]) { b -= 1 }
      start = next
      if a == b || bytes[a] == UInt8(ascii: "#") { continue }
      // The fields, trimmed.
      fields.removeAll(keepingCapacity: true)
      var comma = false
      for k in a..<b where bytes[k] == UInt8(ascii: ",") { comma = true; break }
      if comma {
        var f = a
        for k in a...b where k == b || bytes[k] == UInt8(ascii: ",") {
          var x = f
          var y = k
          while x < y, isSpace(bytes[x]) { x += 1 }
          while y > x, isSpace(bytes[y - 1]) { y -= 1 }
          fields.append((x, y))
          f = k + 1
        }
      } else {
        var k = a
        while k < b {
          while k < b, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
          let f = k
          while k < b, bytes[k] != 0x20, bytes[k] != 0x09 { k += 1 }
          if k > f { fields.append((f, k)) }
        }
      }
      if count == nil, header == nil, fields.contains(where: { number($0.0, $0.1) == nil && !nonFinite.contains(text($0).lowercased()) }) {
        // A header: time and value columns by name (others ignored).
        let names = fields.map { text($0).lowercased() }
        header = names
        let shown = text((a, b))
        if let ref = options.value { valueIndex = try resolve(ref, names, "value", lineNumber) } else {
          guard let v = SampleColumns.valueNames.lazy.compactMap({ names.firstIndex(of: $0) }).first else {
            throw FitError(
              .badInput,
              "line \(lineNumber): no value column in the header '\(shown)' (expected one of \(SampleColumns.valueNames.joined(separator: ", ")), or --value-column)")
          }
          valueIndex = v
        }
        if let ref = options.time { timeIndex = try resolve(ref, names, "time", lineNumber) } else {
          timeIndex = SampleColumns.timeNames.lazy.compactMap { names.firstIndex(of: $0) }.first
        }
        if let t = timeIndex, options.unit == nil {
          let name = names[t]
          unit = name == "frame" || name == "frames" ? .frames(fps) : SampleColumns.unit(ofHeader: name)
        }
        count = names.count
        continue
      }
      if count == nil {
        // No header: one column is a values array, two are t and value;
        // more need --time-column and --value-column.
        count = fields.count
        let names = (1...Swift.max(1, fields.count)).map(String.init)
        if let ref = options.value { valueIndex = try resolve(ref, names, "value", lineNumber) } else if fields.count == 2 { valueIndex = 1 }
        if let ref = options.time { timeIndex = try resolve(ref, names, "time", lineNumber) } else if fields.count == 2 { timeIndex = 0 }
        guard fields.count <= 2 || options.value != nil else {
          throw FitError(.badInput, "line \(lineNumber): \(fields.count) columns and no header; name them with --time-column and --value-column")
        }
      }
      guard fields.count == count else {
        throw FitError(
          .badInput, "line \(lineNumber): \(fields.count) columns; expected \(count ?? 0)" + (header.map { " (" + $0.joined(separator: ", ") + ")" } ?? ""))
      }
      // The time first, then the value, as the columns are checked.
      if let timeIndex {
        let tf = fields[timeIndex]
        guard let x = number(tf.0, tf.1) else { throw FitError(.badInput, "line \(lineNumber): '\(text(tf))' is not a number") }
        times.append(unit.seconds(x))
      }
      let vf = fields[valueIndex]
      guard let y = number(vf.0, vf.1) else { throw FitError(.badInput, "line \(lineNumber): '\(text(vf))' is not a number") }
      values.append(y)
      lines.append(lineNumber)
    }
    if timeIndex == nil {
      return SampleFile(samples: FitSamples(values: values, fps: fps), lines: lines, kind: "values array")
    }
    let names = header.map { h in [timeIndex.map { h[$0] } ?? "t", h[valueIndex]].joined(separator: ",") } ?? "t,value"
    var file = SampleFile(samples: FitSamples(t: times, y: values), lines: lines, kind: "CSV \(names)")
    // Headerless times over a minute in steps of about a frame's
    // milliseconds are probably milliseconds.
    if header == nil, options.unit == nil, let first = times.first, let last = times.last, last - first > 60, times.count > 2 {
      let steps = zip(times, times.dropFirst()).map { $1 - $0 }.sorted()
      let median = steps[steps.count / 2]
      if median >= 4, median <= 50 {
        file.warnings.append(
          "the times span \(NumberText.significant(last - first)) s in steps of \(NumberText.significant(median)): they look like milliseconds; pass --time-unit ms if they are")
      }
    }
    return file
  }
}
