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
struct JSONSampleStream {
  /// What is open, innermost last.
  private enum Container {
    case object(keys: Set<[UInt8]>, state: ObjectState)
    case array(state: ArrayState)
  }

  private enum ObjectState { case keyOrEnd, key, colon, value, commaOrEnd }
  private enum ArrayState { case valueOrEnd, value, commaOrEnd }

  /// The token being read, which may span pieces.
  private enum Token {
    case none
    case string(isKey: Bool)
    case number
    case literal(word: [UInt8], matched: Int)
  }

  /// Which top-level array an array element goes to.
  private enum Target { case none, member(Int), values, pair }

  /// The member names that hold samples, in the order `json` prefers them:
  /// times `t`, `time`, `times`; values `value`, `values`.
  private static let names: [[UInt8]] = ["t", "time", "times", "value", "values"].map { Array($0.utf8) }

  private(set) var failed = false
  /// Sample numbers kept so far (both arrays of `{t, value}`, both numbers
  /// of a pair).
  private var captured = 0
  private var stack: [Container] = []
  private var token = Token.none
  private var started = false
  private var finished = false
  private var key: [UInt8] = []
  private var number: [UInt8] = []
  /// The top-level member whose value is being read (an index in `names`).
  private var member: Int?
  /// The arrays of the sample members, by index in `names`.
  private var members: [[Double]?] = Array(repeating: nil, count: 5)
  /// A member of `names` whose value is not an array of numbers.
  private var badMember = false
  /// The top level is an array: of values (`true`) or of pairs (`false`).
  private var valuesArray: Bool?
  private var values: [Double] = []
  private var pairTimes: [Double] = []
  private var pair: [Double] = []

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

  private mutating func fail() { failed = true }

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

  /// Where a value starting now goes.
  private var target: Target {
    switch stack.count {
    case 1:
      if case .array = stack[0] { return valuesArray == false ? .pair : .values }
      return .none
    case 2:
      if let member, case .object = stack[0] { return .member(member) }
      if case .array = stack[0], case .array = stack[1], valuesArray == false { return .pair }
      return .none
    default:
      return .none
    }
  }

  private mutating func startValue(_ b: UInt8) {
    // A value that cannot hold samples where samples are expected.
    let isNumber = b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39)
    switch b {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if stack.count >= InputLimits.nestingDepth { return fail() }
      if stack.count == 1, case .array = stack[0] {
        // The first element of a top-level array decides its kind.
        if valuesArray == nil { valuesArray = b == UInt8(ascii: "[") ? false : true }
        guard b == UInt8(ascii: "["), valuesArray == false else { return fail() }
        pair.removeAll(keepingCapacity: true)
      } else if stack.count == 1, member != nil, b != UInt8(ascii: "[") {
        badMember = true
      } else if stack.count == 2, member != nil || valuesArray == false {
        // Inside a sample array or a pair: only numbers.
        return fail()
      } else if stack.count == 1, let m = member {
        members[m] = members[m] ?? []
        if members[m]?.isEmpty == false { return fail() }
      }
      stack.append(b == UInt8(ascii: "{") ? .object(keys: [], state: .keyOrEnd) : .array(state: .valueOrEnd))
      return
    case UInt8(ascii: "\""):
      token = .string(isKey: false)
    case UInt8(ascii: "t"):
      token = .literal(word: Array("true".utf8), matched: 1)
    case UInt8(ascii: "f"):
      token = .literal(word: Array("false".utf8), matched: 1)
    case UInt8(ascii: "n"):
      token = .literal(word: Array("null".utf8), matched: 1)
    default:
      guard isNumber else { return fail() }
      number.removeAll(keepingCapacity: true)
      number.append(b)
      token = .number
      return
    }
    // A string or a literal: never samples.
    if stack.count == 1, case .array = stack[0] { return fail() }
    if stack.count == 1, member != nil { badMember = true }
    if stack.count == 2, member != nil || valuesArray == false { return fail() }
  }

  private mutating func endKey() {
    guard case .object(var keys, _) = stack[stack.count - 1] else { return fail() }
    guard keys.insert(key).inserted else { return fail() }
    stack[stack.count - 1] = .object(keys: keys, state: .colon)
    member = stack.count == 1 ? Self.names.firstIndex(of: key) : nil
  }

  private mutating func endNumber() {
    token = .none
    guard let x = number.withUnsafeBufferPointer({ DecimalText.jsonNumber($0) }) else { return fail() }
    endValue(x)
  }

  /// A finished value (`x` for a number) in the innermost container.
  private mutating func endValue(_ x: Double?) {
    if let x {
      switch target {
      case .member(let m):
        members[m]?.append(x)
        captured += 1
      case .values:
        if valuesArray == nil { valuesArray = true }
        values.append(x)
        captured += 1
      case .pair:
        guard pair.count < 2 else { return fail() }
        pair.append(x)
        captured += 1
      case .none:
        if stack.isEmpty { return fail() }
        if stack.count == 1, member != nil { badMember = true }
      }
    }
    afterValue()
  }

  private mutating func afterValue() {
    guard let top = stack.last else {
      finished = true
      return
    }
    switch top {
    case .object(let keys, _):
      stack[stack.count - 1] = .object(keys: keys, state: .commaOrEnd)
      if stack.count == 1 { member = nil }
    case .array:
      stack[stack.count - 1] = .array(state: .commaOrEnd)
    }
  }

  private mutating func close() {
    let closed = stack.removeLast()
    if case .array = closed {
      if stack.count == 1, case .array = stack[0] {
        // A [t, value] pair ends.
        guard pair.count == 2 else { return fail() }
        pairTimes.append(pair[0])
        values.append(pair[1])
      } else if stack.isEmpty, valuesArray == nil {
        // `[]`: read whole, as before.
        return fail()
      }
    }
    afterValue()
  }
}
