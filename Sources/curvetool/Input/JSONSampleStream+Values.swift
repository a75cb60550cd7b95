// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The values half of ``JSONSampleStream``: what a value starting or ending
/// at each depth means for the samples (which array a number goes to, when
/// a pair is complete, which shapes make the stream give up).
extension JSONSampleStream {
  /// Where a value starting now goes.
  var target: Target {
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

  mutating func startValue(_ b: UInt8) {
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

  mutating func endKey() {
    guard case .object(var keys, _) = stack[stack.count - 1] else { return fail() }
    guard keys.insert(key).inserted else { return fail() }
    stack[stack.count - 1] = .object(keys: keys, state: .colon)
    member = stack.count == 1 ? Self.names.firstIndex(of: key) : nil
  }

  mutating func endNumber() {
    token = .none
    guard let x = number.withUnsafeBufferPointer({ DecimalText.jsonNumber($0) }) else { return fail() }
    endValue(x)
  }

  /// A finished value (`x` for a number) in the innermost container.
  mutating func endValue(_ x: Double?) {
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

  mutating func afterValue() {
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

  mutating func close() {
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
