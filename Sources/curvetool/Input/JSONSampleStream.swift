// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit

/// Reads a JSON sample file as it streams in, keeping nothing but the
/// samples (16 bytes each): the shapes of ``SampleFile/json(_:fps:)``
/// (`{"t": […], "value": […]}` and its spellings among other members,
/// `[[t, v], …]`, `[v, …]`), checked as strictly as ``JSONReader`` checks
/// them.
///
/// It takes the plain, common case only. Anything else (an escape in a
/// string, a non-ASCII key, a number over 40 characters, another shape, or
/// any error) makes it give up, and the caller reads the file whole with
/// ``SampleFile/json(_:fps:)``, which then gives the same result or the same
/// refusal as before. So a streamed read never differs from a whole one.
///
/// This file reads the bytes (tokens, containers, the syntax);
/// `JSONSampleStream+Values.swift` decides what each value means for the
/// samples. The state is internal only so that the two halves share it.
struct JSONSampleStream {
  /// What is open, innermost last.
  enum Container {
    case object(keys: Set<[UInt8]>, state: ObjectState)
    case array(state: ArrayState)
  }

  enum ObjectState { case keyOrEnd, key, colon, value, commaOrEnd }
  enum ArrayState { case valueOrEnd, value, commaOrEnd }

  /// The token being read, which may span pieces.
  enum Token {
    case none
    case string(isKey: Bool)
    case number
    case literal(word: [UInt8], matched: Int)
  }

  /// Which top-level array an array element goes to.
  enum Target { case none, member(Int), values, pair }

  /// The member names that hold samples, in the order `json` prefers them:
  /// times `t`, `time`, `times`; values `value`, `values`.
  static let names: [[UInt8]] = ["t", "time", "times", "value", "values"].map { Array($0.utf8) }

  private(set) var failed = false
  /// Sample numbers kept so far (both arrays of `{t, value}`, both numbers
  /// of a pair).
  var captured = 0
  var stack: [Container] = []
  var token = Token.none
  var finished = false
  var key: [UInt8] = []
  var number: [UInt8] = []
  /// The top-level member whose value is being read (an index in `names`).
  var member: Int?
  /// The arrays of the sample members, by index in `names`.
  var members: [[Double]?] = Array(repeating: nil, count: 5)
  /// A member of `names` whose value is not an array of numbers.
  var badMember = false
  /// The top level is an array: of values (`true`) or of pairs (`false`).
  var valuesArray: Bool?
  var values: [Double] = []
  var pairTimes: [Double] = []
  var pair: [Double] = []

  /// Reads the next bytes; after a failure the rest is ignored.
  mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = bytes.count
    var i = 0
    while i < n, !failed {
      // A number's bytes are taken as a run, and read in place when the
      // whole number lies in these bytes.
      let b = bytes[i]
      if case .none = token, Self.startsNumber(b), Self.expectsValue(stack.last) {
        var j = i + 1
        while j < n, Self.isNumberByte(bytes[j]) { j += 1 }
        if j < n {
          guard j - i <= Self.longestNumber, let x = DecimalText.jsonNumber(UnsafeBufferPointer(rebasing: bytes[i..<j])) else { return fail() }
          // Only one value at the top level.
          if stack.isEmpty, finished { return fail() }
          endValue(x)
          i = j
          continue
        }
      }
      if case .number = token, Self.isNumberByte(b) {
        var j = i
        while j < n, Self.isNumberByte(bytes[j]) { j += 1 }
        guard number.count + (j - i) <= Self.longestNumber else { return fail() }
        number.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j]))
        i = j
        continue
      }
      step(b)
      i += 1
    }
  }

  /// The longest number taken (longer ones are read whole, by JSONReader).
  static let longestNumber = 40

  private static func startsNumber(_ b: UInt8) -> Bool { b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) }

  private static func isNumberByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
      || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
  }

  /// Whether the innermost container (or the top level) waits for a value.
  private static func expectsValue(_ top: Container?) -> Bool {
    switch top {
    case nil: true
    case .object(_, let state): state == .value
    case .array(let state): state == .valueOrEnd || state == .value
    }
  }

  /// Rows read so far, for progress: the numbers kept, over the two per
  /// row of the `{t, value}` and pair shapes.
  var rowsRead: Int { valuesArray == true ? captured : captured / 2 }

  /// The most numbers kept in one sample array so far (checked against
  /// the sample budget as the file streams in).
  var longestArray: Int { Swift.max(values.count, pairTimes.count, members.lazy.map { $0?.count ?? 0 }.max() ?? 0) }

  /// Reads one more byte.
  mutating func feed(byte: UInt8) {
    if !failed { step(byte) }
  }

  /// The samples, or `nil` when the file must be read whole.
  mutating func finish(fps: Double) -> SampleFile? {
    if case .number = token { endNumber() }
    guard !failed, finished, case .none = token, stack.isEmpty else { return nil }
    if let valuesArray {
      if valuesArray {
        return SampleFile(samples: FitSamples(values: values, fps: fps), lines: [], kind: "values array")
      }
      return SampleFile(samples: FitSamples(t: pairTimes, y: values), lines: [], kind: "JSON [[t, value], …]")
    }
    guard !badMember, let t = members[0] ?? members[1] ?? members[2], let v = members[3] ?? members[4], t.count == v.count else {
      return nil
    }
    return SampleFile(samples: FitSamples(t: t, y: v), lines: [], kind: "JSON {t, value}")
  }

  mutating func fail() { failed = true }

  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  private mutating func step(_ b: UInt8) {
    switch token {
    case .string(let isKey):
      if b == UInt8(ascii: "\"") {
        token = .none
        if isKey { endKey() } else { endValue(nil) }
      } else if b < 0x20 || b == UInt8(ascii: "\\") || (isKey && b >= 0x80) {
        fail()
      } else if isKey {
        key.append(b)
      }
      return
    case .number:
      if Self.isNumberByte(b) {
        guard number.count < Self.longestNumber else { return fail() }
        number.append(b)
        return
      }
      endNumber()
      if failed { return }
    case .literal(let word, let matched):
      guard b == word[matched] else { return fail() }
      if matched + 1 == word.count {
        token = .none
        endValue(nil)
      } else {
        token = .literal(word: word, matched: matched + 1)
      }
      return
    case .none:
      break
    }
    if Self.isSpace(b) { return }
    guard let top = stack.last else {
      // The top level: one value, then only space.
      guard !finished else { return fail() }
      startValue(b)
      return
    }
    switch top {
    case .object(let keys, let state):
      switch state {
      case .keyOrEnd, .key:
        if b == UInt8(ascii: "\"") {
          key.removeAll(keepingCapacity: true)
          token = .string(isKey: true)
        } else if b == UInt8(ascii: "}"), state == .keyOrEnd {
          close()
        } else {
          fail()
        }
      case .colon:
        guard b == UInt8(ascii: ":") else { return fail() }
        stack[stack.count - 1] = .object(keys: keys, state: .value)
      case .value:
        startValue(b)
      case .commaOrEnd:
        if b == UInt8(ascii: ",") {
          stack[stack.count - 1] = .object(keys: keys, state: .key)
        } else if b == UInt8(ascii: "}") {
          close()
        } else {
          fail()
        }
      }
    case .array(let state):
      switch state {
      case .valueOrEnd, .value:
        if b == UInt8(ascii: "]"), state == .valueOrEnd {
          close()
        } else {
          startValue(b)
        }
      case .commaOrEnd:
        if b == UInt8(ascii: ",") {
          stack[stack.count - 1] = .array(state: .value)
        } else if b == UInt8(ascii: "]") {
          close()
        } else {
          fail()
        }
      }
    }
  }
}
