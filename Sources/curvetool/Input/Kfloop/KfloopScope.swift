// This file is part of curvetool. SPDX-License-Identifier: MIT

/// `let` constants and the small expressions durations may be written in
/// (`"d*0.3"`, `"fullDuration / 2"`): numbers, identifiers, `+ - * /`,
/// parentheses and unary minus (docs/diagnose.md §6). A timeline's `let`
/// shadows the file's; a constant may use others, but not itself, even
/// through others (a cycle is an error naming it).
final class KfloopScope {
  private let constants: [String: KfloopNode]
  private let parent: KfloopScope?
  private var values: [String: Double] = [:]
  private var visiting: [String] = []

  init(_ node: KfloopNode?, parent: KfloopScope?) throws(KfloopError) {
    self.parent = parent
    var definitions: [String: KfloopNode] = [:]
    if let node {
      guard let members = node.value.objectMembers else { throw node.fail("expected an object of constants") }
      for (name, value) in members {
        guard Self.isIdentifier(name) else {
          throw KfloopError(path: node.child(name), message: "'\(name)' is not a name (letters, digits and _)")
        }
        definitions[name] = node.member(name, value)
      }
    }
    constants = definitions
  }

  /// A scope's own constants, not yet evaluated, to give each reader
  /// working side by side a file scope of its own.
  struct Definitions: Sendable {
    fileprivate let nodes: [String: KfloopNode]
  }

  /// The constants defined in this scope (a file scope's: all it has).
  var definitions: Definitions { Definitions(nodes: constants) }

  /// A file scope of `definitions`, none evaluated yet: the same values as
  /// the scope they came from, each evaluated again when first used.
  init(_ definitions: Definitions) {
    constants = definitions.nodes
    parent = nil
  }

  static func isIdentifier(_ s: String) -> Bool {
    guard let first = s.first, first.isLetter || first == "_" else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Every name visible here.
  var names: [String] { Array(constants.keys) + (parent?.names ?? []) }

  /// The value of constant `name`, evaluated once.
  func constant(_ name: String, at path: String) throws(KfloopError) -> Double {
    if let v = values[name] { return v }
    guard let node = constants[name] else {
      if let parent { return try parent.constant(name, at: path) }
      let s = EditDistance.suggestion(for: name, among: names)
      throw KfloopError(path: path, message: "unknown constant '\(name)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""))
    }
    guard visiting.count < InputLimits.nestingDepth else {
      throw KfloopError(path: node.path, message: "let constants refer through more than \(InputLimits.nestingDepth) others (the limit)")
    }
    if visiting.contains(name) {
      throw KfloopError(path: node.path, message: "cyclic let: " + (visiting.drop { $0 != name } + [name]).joined(separator: " → "))
    }
    visiting.append(name)
    defer { visiting.removeLast() }
    let v = try node.number(self)
    values[name] = v
    return v
  }

  /// Evaluates an expression.
  func evaluate(_ text: String, at path: String) throws(KfloopError) -> Double {
    var parser = Parser(chars: Array(text), scope: self, path: path, text: text)
    let v = try parser.sum()
    parser.skipSpaces()
    guard parser.index == parser.chars.count else {
      throw KfloopError(path: path, message: "unexpected '\(parser.chars[parser.index])' in \"\(text)\" (column \(parser.index + 1))")
    }
    return v
  }

  private struct Parser {
    let chars: [Character]
    let scope: KfloopScope
    let path: String
    let text: String
    var index = 0
    var nesting = NestingGuard()

    init(chars: [Character], scope: KfloopScope, path: String, text: String) {
      self.chars = chars
      self.scope = scope
      self.path = path
      self.text = text
    }

    mutating func skipSpaces() {
      while index < chars.count, chars[index] == " " { index += 1 }
    }

    func fail(_ message: String) -> KfloopError {
      // Long expressions are quoted by their start only: one short line.
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return KfloopError(path: path, message: "\(message) in \"\(shown)\" (column \(Swift.min(index, chars.count) + 1))")
    }

    mutating func sum() throws(KfloopError) -> Double {
      var v = try product()
      while true {
        skipSpaces()
        guard index < chars.count, chars[index] == "+" || chars[index] == "-" else { return v }
        let op = chars[index]
        index += 1
        let rhs = try product()
        v = op == "+" ? v + rhs : v - rhs
      }
    }

    mutating func product() throws(KfloopError) -> Double {
      var v = try factor()
      while true {
        skipSpaces()
        guard index < chars.count, chars[index] == "*" || chars[index] == "/" else { return v }
        let op = chars[index]
        index += 1
        let rhs = try factor()
        if op == "/", rhs == 0 { throw fail("division by zero") }
        v = op == "*" ? v * rhs : v / rhs
      }
    }

    mutating func factor() throws(KfloopError) -> Double {
      skipSpaces()
      guard index < chars.count else { throw fail("expected a number, a name or '('") }
      let c = chars[index]
      guard nesting.enter() else { throw fail(NestingGuard.message) }
      defer { nesting.leave() }
      if c == "-" || c == "+" {
        index += 1
        let v = try factor()
        return c == "-" ? -v : v
      }
      if c == "(" {
        index += 1
        let v = try sum()
        skipSpaces()
        guard index < chars.count, chars[index] == ")" else { throw fail("expected ')'") }
        index += 1
        return v
      }
      if let (number, end) = CSSNumber.scan(chars, from: index), let v = Double(number) {
        index = end
        return v
      }
      if c.isLetter || c == "_" {
        let start = index
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" { index += 1 }
        return try scope.constant(String(chars[start..<index]), at: path)
      }
      throw fail("unexpected '\(c)'")
    }
  }
}
