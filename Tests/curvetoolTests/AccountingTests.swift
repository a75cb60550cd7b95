// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// The accounting rule (docs/diagnose.md §12): every construct of a source
/// that can animate is in the model or named as not read. A plain scan of
/// each example and fixture, written here with regular expressions and no
/// part of the readers, counts the constructs; `--emit kfloop` must list
/// exactly that many, read or unread, and each unread one in a warning.
@Suite("diagnose accounts for every construct it finds")
struct AccountingTests {
  static func matches(_ pattern: String, _ text: String) -> [NSTextCheckingResult] {
    let re = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    return re.matches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  static func replacing(_ pattern: String, in text: String, with template: String = " ") -> String {
    let re = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    return re.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }

  /// Swift with comments and string literals blanked (simple literals only, as the fixtures use).
  static func swiftScan(_ source: String) -> Int {
    var text = replacing(#"/\*.*?\*/"#, in: source)
    text = replacing(#"//[^\n]*"#, in: text)
    text = replacing(#""""(.*?)""""#, in: text, with: "\"\"")
    text = replacing(#""(\\.|[^"\\\n])*""#, in: text, with: "\"\"")
    let animator = #"\b(keyframeAnimator|KeyframeAnimator|phaseAnimator)\s*\("#
    // Each struct's text runs to the next struct.
    let starts = matches(#"\bstruct\s+(\w+)"#, text)
    var animated: [String] = []
    for (k, m) in starts.enumerated() {
      let end = k + 1 < starts.count ? starts[k + 1].range.location : (text as NSString).length
      let body = (text as NSString).substring(with: NSRange(location: m.range.location, length: end - m.range.location))
      if !matches(animator, body).isEmpty { animated.append((text as NSString).substring(with: m.range(at: 1))) }
    }
    var count = matches(animator, text).count + matches(#"\brepeatForever\b"#, text).count
    for name in animated { count += matches(#"(?<![.\w])"# + name + #"\s*\("#, text).count }
    return count
  }

  /// CSS (or HTML): @keyframes blocks, each selector of a rule that sets an
  /// animation, each style attribute that does.
  static func cssScan(_ source: String) -> Int {
    var text = replacing(#"/\*.*?\*/"#, in: source)
    text = replacing(#"<!--.*?-->"#, in: text)
    // Strings inside rules (content: "…") hold no rules.
    text = replacing(#"(content\s*:\s*)"(\\.|[^"\\])*""#, in: text, with: "$1\"\"")
    var count = matches(#"style\s*=\s*("[^"]*animation[^"]*"|'[^']*animation[^']*')"#, text).count
    count += matches(#"@(-webkit-)?keyframes\b"#, text).count
    // Blank each @keyframes block (balanced braces), then count rules.
    var chars = Array(text)
    var i = 0
    while i < chars.count {
      if chars[i] == "@", String(chars[i..<min(chars.count, i + 10)]).lowercased().hasPrefix("@keyframes")
        || String(chars[i..<min(chars.count, i + 18)]).lowercased().hasPrefix("@-webkit-keyframes")
      {
        var j = i
        while j < chars.count, chars[j] != "{" { j += 1 }
        var depth = 0
        repeat {
          if j < chars.count {
            if chars[j] == "{" { depth += 1 } else if chars[j] == "}" { depth -= 1 }
            chars[j] = " "
          }
          j += 1
        } while depth > 0 && j < chars.count
        i = j
        continue
      }
      i += 1
    }
    text = String(chars)
    // In HTML, the style sheets are the <style> elements.
    if text.lowercased().contains("<style") {
      text = matches(#"<style[^>]*>(.*?)</style"#, text).map { (text as NSString).substring(with: $0.range(at: 1)) }.joined(separator: "\n")
    }
    for m in matches(#"([^{}]+)\{([^{}]*)\}"#, text) {
      let body = (text as NSString).substring(with: m.range(at: 2))
      guard matches(#"(^|[;\s])(-webkit-)?animation[\w-]*\s*:"#, body).count > 0 else { continue }
      let selectors = (text as NSString).substring(with: m.range(at: 1)).split(separator: ",").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
      count += selectors.count
    }
    return count
  }

  /// Kotlin: each `.animateFloat`/`.animateColor`/`.animateValue` call, and
  /// each `animate…AsState`, `Animatable`, `updateTransition` call and
  /// `animateContentSize` (comments and strings blanked).
  static func kotlinScan(_ source: String) -> Int {
    var text = replacing(#"/\*.*?\*/"#, in: source)
    text = replacing(#"//[^\n]*"#, in: text)
    text = replacing(#""(\\.|[^"\\\n])*""#, in: text, with: "\"\"")
    return matches(#"\.(animateFloat|animateColor|animateValue)\s*[<({]"#, text).count
      + matches(#"(?<![.\w])(animate\w+AsState|Animatable|updateTransition)\s*[({]"#, text).count
      + matches(#"\banimateContentSize\b"#, text).count
  }

  static let fixtures: [(String, String)] = [
    ("Pasted.swift", try! String(contentsOfFile: "docs/examples/BouncingBalls.swift".inPackage, encoding: .utf8)
      .components(separatedBy: "struct BouncingCircle2")[0] + "\nstruct BouncingAnimationProperties { var yTranslation = 0.0; var verticalStretch = 1.0 }\n"),
    ("Mixed.swift", """
      struct Root: View {
          @State var on = false
          var body: some View {
              VStack {
                  Ball(d: 1.0)
                  Ball(d: 1.3)
                  Circle().scaleEffect(on ? 1.2 : 1).animation(.easeInOut.repeatForever(autoreverses: true), value: on)
                  Pulse()
              }
          }
      }
      struct Ball: View {
          var d: Double
          var body: some View {
              Circle()
                  .keyframeAnimator(initialValue: 0.0, repeating: true) { c, v in c.offset(y: v) } keyframes: { _ in
                      LinearKeyframe(10, duration: d); LinearKeyframe(0, duration: d)
                  }
                  .keyframeAnimator(initialValue: 1.0, repeating: true) { c, v in c.opacity(v) } keyframes: { _ in
                      LinearKeyframe(0.5, duration: unknown()); LinearKeyframe(1, duration: 0.5)
                  }
          }
      }
      struct Pulse: View {
          var body: some View {
              Circle().phaseAnimator([1.0, 1.4]) { c, p in c.scaleEffect(p) } animation: { _ in .easeInOut(duration: 0.4) }
          }
      }
      struct Island: View {
          var body: some View { Cycle() }
      }
      struct Cycle: View {
          var body: some View { Island(); Ball(d: 3) }
      }
      """),
    ("edge.css", """
      .a, .b
        .c { animation: m 1s infinite; }
      .paused { animation: m 1s infinite paused; }
      .missing { animation: nowhere 1s infinite; }
      .still { animation-name: m; }
      @keyframes m { to { opacity: 0.5; } }
      @keyframes unused { to { opacity: 0; } }
      @keyframes twice { to { opacity: 0; } }
      @keyframes twice { to { opacity: 0.3; } }
      .t { animation: twice 2s infinite; }
      .words { animation: m 1s infinite; content: "animation: x { }"; }
      .off { animation: none; }
      """),
    ("Mixed.kt", """
      // animateFloat( in a comment is no construct; nor "t.animateFloat(" in a string.
      @Composable
      fun Dots(ms: Int = 600) {
          val t = rememberInfiniteTransition()
          val a by t.animateFloat(0f, 1f, infiniteRepeatable(tween(ms)))
          val b by t.animateColor(Color.Red, Color.Blue, infiniteRepeatable(tween(ms), RepeatMode.Reverse))
          val c by t.animateValue(0.dp, 8.dp, Dp.VectorConverter, infiniteRepeatable(keyframes { durationMillis = 900 }))
          val d by t.animateFloat(0f, 1f, infiniteRepeatable(spring()))
          val e by animateFloatAsState(1f)
          val f = remember { Animatable(0f) }
          val g = updateTransition(on).animateFloat { 1f }
          Box(Modifier.animateContentSize())
      }
      """),
    ("page.html", """
      <!doctype html>
      <div class="dot" style="animation: m 1s infinite"></div>
      <span style='animation: nothing 2s infinite'></span>
      <p style="color: red"></p>
      <style>
        .x { animation: m 1.5s infinite; }
        @keyframes m { to { opacity: 0.2 } }
      </style>
      """),
  ]

  @Test("Every example and fixture: constructs found by a plain scan = read + unread; each unread one is warned about")
  func accounting() throws {
    var sources: [(String, String)] = Self.fixtures
    let examples = "docs/examples".inPackage
    for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() where name.hasSuffix(".swift") || name.hasSuffix(".css") || name.hasSuffix(".kt") {
      sources.append((name, try String(contentsOfFile: examples + "/" + name, encoding: .utf8)))
    }
    for (name, text) in sources {
      let path = try SwiftSourceTests.temporary(name, text)
      let r = cli(["diagnose", path, "--emit", "kfloop"])
      let source = try #require(r.json?["source"], "\(name): \(r.err)")
      let read = source.array("read") ?? []
      let unread = source.array("unread") ?? []
      let scanned = name.hasSuffix(".swift") ? Self.swiftScan(text) : name.hasSuffix(".kt") ? Self.kotlinScan(text) : Self.cssScan(text)
      #expect(scanned > 0)
      #expect(read.count + unread.count == scanned, "\(name): \(read.count) read + \(unread.count) unread, \(scanned) found\n\(unread)")
      // Each unread construct's view or rule is named in a warning.
      for u in unread {
        let at = try #require(u.string("at"))
        let line = at.split(separator: ":").dropLast().last.map(String.init) ?? ""
        let why = u.string("why") ?? ""
        #expect(r.err.contains(why.components(separatedBy: " (").first ?? why) || r.err.contains(":\(line):"), "\(name): \(at) \(why)\n\(r.err)")
      }
      #expect(read.allSatisfy { !($0.array("timelines") ?? []).isEmpty })
    }
  }
}
