// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A strict JSON (RFC 8259) reader that keeps key order and reports where it
/// failed.
///
/// Numbers are read with ``DecimalText`` (correctly rounded, bit for bit
/// `Double(String)`), so every number `curvetool` writes reads back to the
/// same double. Duplicate keys and nesting deeper than
/// ``InputLimits/nestingDepth`` levels are errors.
struct JSONReader {
  /// A parse failure at a 1-based line and column.
  struct Failure: Error, Equatable {
    var line: Int
    var column: Int
    var reason: String

    var message: String { "line \(line), column \(column): \(reason)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var nesting = NestingGuard()

  /// Whether `//` line comments are skipped as space (kfloop/1 files).
  private var comments = false

  /// Parses one JSON document from UTF-8 bytes; with `comments`, `//` to the
  /// end of a line (outside strings) is space.
  static func parse(_ bytes: [UInt8], comments: Bool = false) throws(Failure) -> JSON {
    var reader = JSONReader(bytes: bytes)
    reader.comments = comments
    reader.skipSpace()
    let value = try reader.value()
    reader.skipSpace()
    if reader.index < bytes.count { throw reader.failure("unexpected text after the JSON value") }
    return value
  }

  static func parse(_ text: String) throws(Failure) -> JSON { try parse(Array(text.utf8)) }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    // Skip a UTF-8 byte order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private func failure(_ reason: String, at position: Int? = nil) -> Failure {
    let end = Swift.min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    for b in bytes[0..<end] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Failure(line: line, column: column, reason: reason)
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 {
        index += 1
      } else if comments, bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else {
        return
      }
    }
  }

  private mutating func value() throws(Failure) -> JSON {
    guard index < bytes.count else { throw failure("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw failure("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
    }
  }

  private mutating func literal(_ word: String, _ value: JSON) throws(Failure) -> JSON {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
      throw failure("expected '\(word)'")
    }
    index += w.count
    return value
  }

  private mutating func enter() throws(Failure) {
    if !nesting.enter() { throw failure(NestingGuard.message) }
  }

  private mutating func object() throws(Failure) -> JSON {
    try enter()
    defer { nesting.leave() }
    index += 1
    var members: [(String, JSON)] = []
    // Duplicates: a scan of the members for small objects, a set beyond.
    var keys = Set<String>()
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object([])
    }
    // Room for a typical object at once, not grown from one member.
    members.reserveCapacity(8)
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
      let keyStart = index
      let key = try string()
      let duplicate: Bool
      if members.count < 16 {
        duplicate = members.contains { $0.0 == key }
      } else {
        if keys.isEmpty { keys = Set(members.map(\.0)) }
        duplicate = !keys.insert(key).inserted
      }
      if duplicate { throw failure("duplicate key '\(key)'", at: keyStart) }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after key '\(key)'") }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw failure("expected ',' or '}' in an object")
    }
  }

  private mutating func array() throws(Failure) -> JSON {
    try enter()
    defer { nesting.leave() }
    index += 1
    var items: [JSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      throw failure("expected ',' or ']' in an array")
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    // Most strings hold no escape: decoded whole from the bytes, as the
    // run-by-run path below would decode them.
    var end = index
    while end < bytes.count {
      let b = bytes[end]
      if b == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        return text
      }
      if b < 0x20 || b == UInt8(ascii: "\\") { break }
      end += 1
    }
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flushRun() {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
    }
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        index += 1
        flushRun()
        return String(scalars)
      }
      if b < 0x20 { throw failure("control character in a string") }
      if b != UInt8(ascii: "\\") {
        run.append(b)
        index += 1
        continue
      }
      flushRun()
      index += 1
      guard index < bytes.count else { break }
      let e = bytes[index]
      index += 1
      switch e {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            throw failure("unpaired surrogate in a string")
          }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in a string") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
        scalars.append(scalar)
      default:
        throw failure("invalid escape '\\\(String(decoding: [e], as: UTF8.self))'")
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
    else { throw failure("expected four hex digits after \\u") }
    index += 4
    return v
  }

  private mutating func number() throws(Failure) -> JSON {
    let start = index
    func digits() -> Int {
      let s = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - s
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let intStart = index
    let n = digits()
    if n == 0 { throw failure("expected digits in a number", at: start) }
    if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw failure("leading zero in a number", at: start) }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits() == 0 { throw failure("expected digits after '.'", at: start) }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      if digits() == 0 { throw failure("expected digits in the exponent", at: start) }
    }
    // Correctly rounded like Double(String), without making a String.
    let end = index
    let value = bytes.withUnsafeBufferPointer { DecimalText.value(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    guard let value, value.isFinite else {
      throw failure("number '\(String(decoding: bytes[start..<end], as: UTF8.self))' is out of range", at: start)
    }
    return .number(value)
  }
}

extension JSON {
  /// The member named `key` of an object.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  var doubleValue: Double? {
    switch self {
    case .number(let x): x
    case .int(let i): Double(i)
    case .float(let f): Double(f)
    default: nil
    }
  }

  var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var arrayValue: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  var objectMembers: [(String, JSON)]? {
    if case .object(let members) = self { return members }
    return nil
  }
}
