// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The values a view's animations see: its properties (defaults, or the
/// arguments where it is used, each held to its declared type), `--let`,
/// and the constants declared in its body, each seen only in its block.
extension SwiftLoops {
  /// A root view's constants and @State defaults, `--let` overriding.
  static func constants(_ src: SwiftSource, _ s: SwiftSource.SwiftStruct, lets: [String: Double], walk: inout Walk) -> SwiftEvaluator {
    var eval = SwiftEvaluator(source: src, values: [:])
    for p in s.properties {
      if let v = lets[p.name] { eval.values[p.name] = (.number(v), p.at); continue }
      guard let r = p.value else { continue }
      do {
        eval.values[p.name] = (try eval.value(r).typed(p.type), p.at)
      } catch {
        eval.unreadable[p.name] = error
      }
    }
    for (k, v) in lets where eval.values[k] == nil { eval.values[k] = (.number(v), 0) }
    return eval
  }

  /// A used view's scope: its property defaults, then the call site's
  /// arguments (evaluated in the caller's scope, `outer`).
  static func viewScope(
    _ src: SwiftSource, _ view: SwiftSource.SwiftStruct, arguments: Range<Int>, outer: SwiftEvaluator, lets: [String: Double]
  ) -> SwiftEvaluator {
    var outer = outer
    let given = SwiftKeyframeAnimator.arguments(src, arguments)
    var eval = SwiftEvaluator(source: src, values: [:])
    for (k, v) in lets { eval.values[k] = (.number(v), 0) }
    for p in view.properties {
      if let r = given[p.name] {
        // Colours and other non-numbers are not needed: keep why, in case.
        do {
          eval.values[p.name] = (try outer.value(r).typed(p.type), r.lowerBound)
        } catch {
          eval.unreadable[p.name] = error
        }
      } else if lets[p.name] == nil, let r = p.value {
        do {
          eval.values[p.name] = (try eval.value(r).typed(p.type), r.lowerBound)
        } catch {
          eval.unreadable[p.name] = error
        }
      }
    }
    return eval
  }

  /// Declares the `let`/`var` constants of a body (`let rise = duration *
  /// 0.4`), each evaluated where it stands and seen from there to the end
  /// of the block that holds it (a closure's constant stays in the closure).
  static func declareLets(_ src: SwiftSource, _ body: Range<Int>, _ eval: inout SwiftEvaluator) {
    let t = src.tokens
    // The innermost block around each token.
    var stack: [Int] = []
    var blockOf: [Int: Range<Int>] = [:]
    var declarations: [Int] = []
    for i in body {
      if t[i].kind == .symbol, t[i].text == "{" { stack.append(i) }
      if t[i].kind == .symbol, t[i].text == "}" { _ = stack.popLast() }
      if (t[i].is("let") || t[i].is("var")), i + 2 < body.upperBound, t[i + 1].kind == .identifier,
        !(i > body.lowerBound && (t[i - 1].is("if") || t[i - 1].is("guard") || t[i - 1].is("case") || t[i - 1].is(",") || t[i - 1].is("while")))
      {
        declarations.append(i)
        blockOf[i] = stack.last.map { (($0 + 1)..<src.close($0)) } ?? body
      }
    }
    for i in declarations {
      var j = i + 2
      var type: String?
      if t[j].is(":"), j + 1 < body.upperBound {
        type = t[j + 1].text
        j += 2
      }
      guard j < body.upperBound, t[j].is("=") else { continue }
      let r = (j + 1)..<src.expressionEnd(j + 1, body.upperBound)
      let value: Swift.Result<SwiftValue, SwiftUnreadable>
      do {
        value = .success(try eval.value(r).typed(type))
      } catch {
        value = .failure(error)
      }
      eval.scoped[t[i + 1].text, default: []].append(SwiftScopedLet(declaredAt: i, block: blockOf[i] ?? body, value: value))
    }
  }
}
