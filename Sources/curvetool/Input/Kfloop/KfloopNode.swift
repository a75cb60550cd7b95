// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A `kfloop/1` validation error: the JSON path and what is wrong.
struct KfloopError: Error, Equatable, Sendable {
  var path: String
  var message: String

  var text: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A JSON value with its path, for strict reading: every error names the
/// path (`timelines[1].tracks[0].keyframes[2].duration`).
struct KfloopNode: Sendable {
  let value: JSON
  /// The way here from the root, spelled out only when a message needs
  /// it: most nodes of a large file are read without one.
  private let location: Location

  /// How a node is reached: a root with its own path text, or a member
  /// or item of another node.
  private indirect enum Location: Sendable {
    case root(String)
    case member(Location, String)
    case item(Location, Int)

    var text: String {
      switch self {
      case .root(let path): path
      case .member(let parent, let key):
        { $0.isEmpty ? key : "\($0).\(key)" }(parent.text)
      case .item(let parent, let index): "\(parent.text)[\(index)]"
      }
    }
  }

  /// A node at `path` (`""` for the document itself).
  init(value: JSON, path: String) {
    self.value = value
    location = .root(path)
  }

  private init(value: JSON, location: Location) {
    self.value = value
    self.location = location
  }

  /// The JSON path, e.g. `timelines[1].tracks[0].keyframes[2].duration`.
  var path: String { location.text }

  func child(_ key: String) -> String { Location.member(location, key).text }

  /// The member `key` of this object node, holding `value`.
  func member(_ key: String, _ value: JSON) -> KfloopNode { KfloopNode(value: value, location: .member(location, key)) }

  /// The item at `index` of this array node, holding `value`.
  func item(_ index: Int, _ value: JSON) -> KfloopNode { KfloopNode(value: value, location: .item(location, index)) }

  func fail(_ message: String) -> KfloopError { KfloopError(path: path, message: message) }

  /// The members of an object, after checking every key is allowed.
  func object(allowed: [String], required: [String] = []) throws(KfloopError) -> KfloopMembers {
    guard let members = value.objectMembers else { throw fail("expected an object, found \(kind)") }
    for (key, _) in members where !allowed.contains(key) {
      let s = EditDistance.suggestion(for: key, among: allowed)
      throw KfloopError(
        path: child(key), message: "unknown key" + (s.map { ". Did you mean '\($0)'?" } ?? "") + " (allowed: \(allowed.joined(separator: ", ")))")
    }
    let out = KfloopMembers(object: self, members: members)
    for key in required where out[key] == nil {
      throw KfloopError(path: child(key), message: "missing")
    }
    return out
  }

  /// Refuses a control or bidirectional formatting character
  /// (``MessageText/isControl(_:)``) in any string or key at or below this
  /// node: names, key paths and expressions are shown in reports, where a
  /// terminal would act on such a character instead of showing it.
  func refuseControlCharacters() throws(KfloopError) {
    // The path is spelled only for the value that fails.
    if let failure = Self.firstControl(in: value) { throw failure.error(under: self) }
  }

  /// Where ``refuseControlCharacters()`` failed: the way down from the
  /// node (keys and indices, innermost last), the character, and whether
  /// it is in a key.
  private struct ControlFailure {
    enum Step { case key(String), index(Int) }
    var steps: [Step] = []
    var scalar: Unicode.Scalar
    var inKey: Bool

    func error(under node: KfloopNode) -> KfloopError {
      var path = node.path
      for (k, step) in steps.reversed().enumerated() {
        switch step {
        case .index(let i): path += "[\(i)]"
        case .key(let key):
          let shown = inKey && k == steps.count - 1 ? MessageText.escaped(key) : key
          path = path.isEmpty ? shown : "\(path).\(shown)"
        }
      }
      let place = inKey ? "a key" : "a string"
      return KfloopError(path: path, message: "a control character (\(MessageText.name(scalar))) in \(place)")
    }
  }

  private static func firstControl(in value: JSON) -> ControlFailure? {
    switch value {
    case .string(let s):
      return MessageText.firstControl(in: s).map { ControlFailure(scalar: $0, inKey: false) }
    case .array(let items):
      for (k, item) in items.enumerated() {
        if var failure = firstControl(in: item) {
          failure.steps.append(.index(k))
          return failure
        }
      }
    case .object(let members):
      for (key, item) in members {
        if let c = MessageText.firstControl(in: key) { return ControlFailure(steps: [.key(key)], scalar: c, inKey: true) }
        if var failure = firstControl(in: item) {
          failure.steps.append(.key(key))
          return failure
        }
      }
    default: break
    }
    return nil
  }

  func array() throws(KfloopError) -> [KfloopNode] {
    guard let items = value.arrayValue else { throw fail("expected an array, found \(kind)") }
    return items.enumerated().map { item($0.offset, $0.element) }
  }

  func string() throws(KfloopError) -> String {
    guard let s = value.stringValue else { throw fail("expected a string, found \(kind)") }
    return s
  }

  /// One of `allowed`, with a did-you-mean.
  func choice(_ allowed: [String]) throws(KfloopError) -> String {
    let s = try string()
    guard allowed.contains(s) else {
      let sug = EditDistance.suggestion(for: s, among: allowed)
      throw fail("'\(s)' is not one of \(allowed.joined(separator: ", "))" + (sug.map { ". Did you mean '\($0)'?" } ?? ""))
    }
    return s
  }

  func bool() throws(KfloopError) -> Bool {
    guard let b = value.boolValue else { throw fail("expected true or false, found \(kind)") }
    return b
  }

  var isNull: Bool { value == .null }

  /// A finite number, or an expression over `let` constants.
  func number(_ scope: KfloopScope) throws(KfloopError) -> Double {
    let v: Double
    switch value {
    case .number(let x): v = x
    case .string(let text): v = try scope.evaluate(text, at: path)
    default: throw fail("expected a number or an expression, found \(kind)")
    }
    guard v.isFinite else { throw fail("\(v) is not a finite number") }
    return v
  }

  /// A finite number within `rule` (values ±1e9, velocities ±1e12:
  /// docs/cli.md §Limits), or an expression over `let` constants.
  func number(_ scope: KfloopScope, _ rule: NumberRule) throws(KfloopError) -> Double {
    let v = try number(scope)
    if let violation = rule.violation(v) { throw fail("\(NumberText.text(v, .detail)) \(violation)") }
    return v
  }

  /// A number ≥ 0 (or > 0 when `positive`).
  func duration(_ scope: KfloopScope, positive: Bool = false) throws(KfloopError) -> Double {
    let v = try number(scope)
    if positive ? !(v > 0) : !(v >= 0) {
      throw fail("\(NumberText.text(v, .detail)) must be \(positive ? "> 0" : "≥ 0") seconds")
    }
    return v
  }

  /// A keyframe's duration: seconds ≥ 0 (or > 0 when `positive`), and none
  /// between 0 and ``smallestKeyframeDuration``.
  func keyframeDuration(_ scope: KfloopScope, positive: Bool = false) throws(KfloopError) -> Double {
    let v = try duration(scope, positive: positive)
    if v > 0, v < Self.smallestKeyframeDuration {
      throw fail("\(NumberText.text(v, .detail)) s is shorter than \(NumberText.text(Self.smallestKeyframeDuration, .detail)) s: use 0 for a jump")
    }
    return v
  }

  /// The shortest keyframe above 0 s: 1 µs. A cubic keyframe's velocities
  /// are its moves over its duration, so a 5e-324 s keyframe made them
  /// infinite and the springs after it NaN; 1 µs keeps them within 1e15.
  static let smallestKeyframeDuration = 1e-6

  /// What the JSON value is, for messages.
  var kind: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number, .float, .int: "a number"
    case .string(let s): "the string \"\(s)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

import Curves

/// An object's members once their keys are checked
/// (``KfloopNode/object(allowed:required:)``), in the file's order, each
/// found by a scan of the few members an object of `kfloop/1` has.
struct KfloopMembers {
  fileprivate let object: KfloopNode
  fileprivate let members: [(String, JSON)]

  /// The member named `key`, if the object has one.
  subscript(key: String) -> KfloopNode? {
    members.first { $0.0 == key }.map { object.member($0.0, $0.1) }
  }

  /// The keys, in the file's order.
  var keys: [String] { members.map(\.0) }
}
