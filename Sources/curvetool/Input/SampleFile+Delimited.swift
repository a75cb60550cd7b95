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
  /// CSV, TSV or space-separated rows, read from the bytes (see
  /// ``DelimitedReader``).
  static func delimited(_ bytes: [UInt8], fps: Double, columns options: SampleColumns = .init()) throws(FitError) -> SampleFile {
    var reader = DelimitedReader(fps: fps, columns: options)
    var number = 0
    try reader.lines(of: bytes, counting: &number)
    return reader.finish()
  }
}

/// Reads CSV, TSV or space-separated rows one line at a time, as they
/// stream in: the header (the first line with a field that is not a
/// number) and the first row fix the columns before any other row is
/// looked at, and each number is read in place, correctly rounded
/// (``DecimalText``, or the C library's `strtod` for what it leaves: the
/// reading `Double(String)` gives), so no `String` is made per row. Fields are split at commas when the line has
/// one, else at spaces and tabs; ASCII white space around a field, blank
/// lines and `#` comments are skipped. Every refusal names its line. It
/// keeps 16 bytes per sample (time and value) and one entry per run of
/// consecutive lines (``SampleLines``).
struct DelimitedReader {
  let fps: Double
  let options: SampleColumns
  private(set) var times: [Double] = []
  private(set) var values: [Double] = []
  private var lines = SampleLines()
  private var count: Int?
  private var timeIndex: Int?
  private var valueIndex = 0
  private var unit: SampleColumns.TimeUnit
  private var header: [String]?
  private var fields: [(Int, Int)] = []
  /// The time column's name in the header, if it has one.
  private var timeName: String?
  /// What the reader noticed about the columns.
  private var warnings: [String] = []

  init(fps: Double, columns: SampleColumns) {
    self.fps = fps
    self.options = columns
    self.unit = columns.unit ?? .seconds
  }

  /// Samples read so far.
  var sampleCount: Int { values.count }

  private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ f: (Int, Int)) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[f.0..<f.1]), as: UTF8.self)
  }

  /// The number in bytes[a..<b], or nil.
  private func number(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> Double? {
    DecimalText.value(UnsafeBufferPointer(rebasing: bytes[a..<b]))
  }

  private func resolve(_ ref: SampleColumns.Reference, _ names: [String], _ what: String, _ line: Int) throws(FitError) -> Int {
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

  /// Reads every LF-ended line of `bytes` (the last may have no LF),
  /// numbering them on from `number`.
  mutating func lines(of bytes: [UInt8], counting number: inout Int) throws(FitError) {
    try bytes.withUnsafeBufferPointer { (all) throws(FitError) in
      var start = 0
      while start < all.count {
        var end = start
        while end < all.count, all[end] != 0x0A { end += 1 }
        number += 1
        try line(UnsafeBufferPointer(rebasing: all[start..<end]), number: number)
        start = end + 1
      }
    }
  }

  /// Calls `field(index, start, end)` for each field of bytes[a..<b],
  /// trimmed of ASCII white space, and returns how many there are. Fields
  /// are split at commas when the line has one, else at runs of spaces and
  /// tabs.
  @inline(__always)
  private static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ field: (Int, Int, Int) -> Void) -> Int {
    var count = 0
    var comma = false
    for k in a..<b where bytes[k] == UInt8(ascii: ",") {
      comma = true
      break
    }
    if comma {
      var f = a
      for k in a...b where k == b || bytes[k] == UInt8(ascii: ",") {
        var x = f
        var y = k
        while x < y, isSpace(bytes[x]) { x += 1 }
        while y > x, isSpace(bytes[y - 1]) { y -= 1 }
        field(count, x, y)
        count += 1
        f = k + 1
      }
    } else {
      var k = a
      while k < b {
        while k < b, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        let f = k
        while k < b, bytes[k] != 0x20, bytes[k] != 0x09 { k += 1 }
        if k > f {
          field(count, f, k)
          count += 1
        }
      }
    }
    return count
  }

  /// A header with no comma whose names are separated by tabs may have
  /// spaces inside a name (`time (ms)<TAB>value`): if every tab-separated
  /// field is a name (not a number), the fields are those.
  private static func headerAtTabs(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ fields: inout [(Int, Int)]) {
    guard !bytes[a..<b].contains(UInt8(ascii: ",")), bytes[a..<b].contains(0x09), bytes[a..<b].contains(0x20) else { return }
    var named: [(Int, Int)] = []
    var f = a
    for k in a...b where k == b || bytes[k] == 0x09 {
      var x = f
      var y = k
      while x < y, isSpace(bytes[x]) { x += 1 }
      while y > x, isSpace(bytes[y - 1]) { y -= 1 }
      if y > x { named.append((x, y)) }
      f = k + 1
    }
    if named.allSatisfy({ DecimalText.value(UnsafeBufferPointer(rebasing: bytes[$0.0..<$0.1])) == nil }) { fields = named }
  }

  /// Reads one line (without its line end); `number` is 1-based.
  mutating func line(_ bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int) throws(FitError) {
    var a = 0
    var b = bytes.count
    while a < b, Self.isSpace(bytes[a]) { a += 1 }
    while b > a, Self.isSpace(bytes[b - 1]) { b -= 1 }
    if a == b || bytes[a] == UInt8(ascii: "#") { return }
    if count == nil {
      // The first line with data: every field, to fix the columns.
      fields.removeAll(keepingCapacity: true)
      _ = Self.split(bytes, a, b) { _, x, y in fields.append((x, y)) }
      Self.headerAtTabs(bytes, a, b, &fields)
      try columns(bytes, a, b, lineNumber)
      if header != nil { return }
    }
    // Then only the time and value fields are kept, and the count.
    var timeField = (0, 0)
    var valueField = (0, 0)
    let found = Self.split(bytes, a, b) { i, x, y in
      if i == timeIndex { timeField = (x, y) }
      if i == valueIndex { valueField = (x, y) }
    }
    guard found == count else {
      throw FitError(
        .badInput, "line \(lineNumber): \(found) columns; expected \(count ?? 0)" + (header.map { " (" + $0.joined(separator: ", ") + ")" } ?? ""))
    }
    // The time first, then the value, as the columns are checked.
    if timeIndex != nil {
      guard let x = number(bytes, timeField.0, timeField.1) else {
        throw FitError(.badInput, "line \(lineNumber): '\(Self.text(bytes, timeField))' is not a number")
      }
      times.append(unit.seconds(x))
    }
    guard let y = number(bytes, valueField.0, valueField.1) else {
      throw FitError(.badInput, "line \(lineNumber): '\(Self.text(bytes, valueField))' is not a number")
    }
    values.append(y)
    lines.append(lineNumber)
    if values.count > WorkBudget.maxSamples { throw SampleFile.tooMany(line: lineNumber) }
  }

  /// Fixes the columns from the first line with data: a header names them;
  /// without one, one column is a values array and two are t and value;
  /// more need --time-column and --value-column.
  private mutating func columns(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ lineNumber: Int) throws(FitError) {
    let isHeader = fields.contains { f in
      number(bytes, f.0, f.1) == nil && !SampleFile.nonFinite.contains(Self.text(bytes, f).lowercased())
    }
    if isHeader {
      // A header: time and value columns by name (others ignored).
      let names = fields.map { Self.text(bytes, $0).lowercased() }
      header = names
      let shown = Self.text(bytes, (a, b))
      if let ref = options.value { valueIndex = try resolve(ref, names, "value", lineNumber) } else {
        guard let v = SampleColumns.valueNames.lazy.compactMap({ names.firstIndex(of: $0) }).first else {
          throw FitError(
            .badInput,
            "line \(lineNumber): no value column in the header '\(shown)' (expected one of \(SampleColumns.valueNames.joined(separator: ", ")), or --value-column)")
        }
        valueIndex = v
      }
      // A time column by name: the first in a unit of time, else the
      // first in frames; its unit comes with its name.
      let units = names.map { SampleColumns.timeColumnUnit($0, fps: fps) }
      if let ref = options.time { timeIndex = try resolve(ref, names, "time", lineNumber) } else {
        timeIndex =
          units.indices.first { i in units[i].map { if case .frames = $0 { false } else { true } } ?? false }
          ?? units.indices.first { units[$0] != nil }
      }
      if let t = timeIndex, options.unit == nil { unit = units[t] ?? .seconds }
      // Two or more time columns: say which one is read.
      let timeColumns = units.indices.filter { units[$0] != nil }
      if options.time == nil, let t = timeIndex, timeColumns.count > 1 {
        let others = timeColumns.filter { $0 != t }.map { "'\(names[$0])'" }.joined(separator: ", ")
        warnings.append("the header has more than one time column: read '\(names[t])', not \(others); choose with --time-column")
      }
      if timeIndex == nil {
        // Read as a values array: say which columns were not read.
        let unread = names.indices.filter { $0 != valueIndex }.map { "'\(names[$0])'" }
        if !unread.isEmpty {
          warnings.append(
            "no time column in the header (not read: \(unread.joined(separator: ", "))): the values are taken \(NumberText.text(fps, .detail)) a second; name it with --time-column")
        }
      }
      timeName = timeIndex.map { names[$0] }
      count = names.count
      return
    }
    count = fields.count
    let names = (1...Swift.max(1, fields.count)).map(String.init)
    if let ref = options.value { valueIndex = try resolve(ref, names, "value", lineNumber) } else if fields.count == 2 { valueIndex = 1 }
    if let ref = options.time { timeIndex = try resolve(ref, names, "time", lineNumber) } else if fields.count == 2 { timeIndex = 0 }
    guard fields.count <= 2 || options.value != nil else {
      throw FitError(.badInput, "line \(lineNumber): \(fields.count) columns and no header; name them with --time-column and --value-column, or put a list of values one per line or in [ ]")
    }
  }

  /// The samples read, once every line has been.
  /// Reserves room for `rows` samples in all (capped by what the input
  /// limit allows, at least 4 bytes a row, and by the sample budget).
  mutating func reserve(rows: Int) {
    let n = Swift.min(rows, InputLimits.standard.maxBytes / 4, WorkBudget.maxSamples + 1)
    if timeIndex != nil { LargeBuffer.reserve(&times, capacity: n) }
    LargeBuffer.reserve(&values, capacity: n)
  }

  func finish() -> SampleFile {
    if timeIndex == nil {
      var file = SampleFile(samples: FitSamples(values: values, fps: fps), lines: lines, kind: "values array")
      file.warnings = warnings
      return file
    }
    let names = header.map { h in [timeIndex.map { h[$0] } ?? "t", h[valueIndex]].joined(separator: ",") } ?? "t,value"
    var file = SampleFile(samples: FitSamples(t: times, y: values), lines: lines, kind: "CSV \(MessageText.escaped(names))")
    file.warnings = warnings
    if options.unit == nil, let warning = TimeUnitCheck.warning(times: times, unit: unit, column: timeName) {
      file.warnings.append(warning)
    }
    return file
  }
}
