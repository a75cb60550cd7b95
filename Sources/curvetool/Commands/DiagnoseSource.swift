// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What `diagnose` reads: a kfloop/1 document, or a style sheet (CSS, or an
/// HTML file's `<style>`) whose animations it turns into one.
struct DiagnoseSource {
  enum Kind: String { case kfloop, css, swift }

  let path: String
  let bytes: [UInt8]
  let kind: Kind
  /// The kfloop/1 text the document was read from.
  let kfloop: String
  /// For CSS: the timelines' animations, to cite and fix.
  let css: CSSLoops.Result?

  /// The kind from the file name, else from the file's structure, never
  /// from words in its comments: JSON (a kfloop/1 file, which may open
  /// with `//` comments) when its first token is `{` or `[`; HTML when it opens
  /// with markup; Swift when a token is one of SwiftUI's animators or
  /// `import SwiftUI`; a style sheet otherwise.
  static func kind(path: String, bytes: [UInt8]) -> Kind {
    let lower = path.lowercased()
    if lower.hasSuffix(".css") || lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .css }
    if lower.hasSuffix(".swift") { return .swift }
    if lower.hasSuffix(".json") || lower.hasSuffix(".kfloop") { return .kfloop }
    if HTMLStyles.isHTML(bytes) { return .css }
    let tokens = SwiftLexer.tokens(Array(bytes.prefix(1 << 20)))
    guard let first = tokens.first, !first.is("{"), !first.is("[") else { return .kfloop }
    let swift = tokens.indices.contains { i in
      let t = tokens[i]
      guard t.kind == .identifier else { return false }
      return SwiftLoops.animatorNames.contains(t.text) || t.text == "repeatForever"
        || (t.text == "import" && i + 1 < tokens.count && tokens[i + 1].text == "SwiftUI")
    }
    return swift ? .swift : .css
  }

  /// Reads the file; a style sheet's unread constructs are warned about on
  /// standard error, each with its line and column, once `progress` (the
  /// line announcing a large source) is erased.
  static func read(
    path: String, bytes: [UInt8], lets: [String: Double] = [:], intendedPeriod: String? = nil, io: CommandIO,
    progress: ProgressLine? = nil
  ) throws(CommandError) -> (DiagnoseSource, KfloopDocument) {
    let kind = kind(path: path, bytes: bytes)
    var text = String(decoding: bytes, as: UTF8.self)
    var css: CSSLoops.Result?
    // A source: its kfloop/1, the places it could not read, and what to say
    // when nothing loops.
    var read: (kfloop: JSON, notes: [(at: String, what: String)], none: String, hint: String)?
    switch kind {
    case .kfloop: break
    case .swift:
      let result = SwiftLoops.read(path: path, bytes: bytes, lets: lets, intendedPeriod: intendedPeriod)
      read = (result.kfloop, result.notes, "no SwiftUI view with a keyframeAnimator or phaseAnimator was found",
        "diagnose reads keyframeAnimator, KeyframeTrack and the keyframes in it, and phaseAnimator (docs/diagnose.md §11)")
    case .css:
      let lower = path.lowercased()
      let result = CSSLoops.read(bytes, html: lower.hasSuffix(".css") ? false : (lower.hasSuffix(".html") || lower.hasSuffix(".htm") ? true : nil))
      css = result
      // In source order, each place found in one pass over the file.
      let notes = result.notes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
      let places = positions(path, bytes, notes.map(\.offset))
      read = (result.kfloop, zip(places, notes).map { ($0, $1.what) },
        "no CSS animation with a duration and @keyframes of numbers was found",
        "diagnose reads @keyframes and the animation properties of each rule (docs/diagnose.md §10)")
    }
    if let read {
      if !read.notes.isEmpty { progress?.clear() }
      for note in read.notes.prefix(WorkBudget.listing) { io.stderr.writeLine("\(note.at): warning: \(note.what)") }
      guard case .array(let timelines)? = read.kfloop["timelines"], !timelines.isEmpty else {
        throw .badData("\(path): \(read.none)", hint: read.hint)
      }
      text = read.kfloop.text()
    }
    do {
      var doc = try KfloopReader.read(Array(text.utf8))
      doc.dialect = switch kind {
      case .kfloop: .kfloop
      case .css: .css
      case .swift: .swiftUI
      }
      return (DiagnoseSource(path: path, bytes: bytes, kind: kind, kfloop: text, css: css), doc)
    } catch {
      // The model holds the source's numbers (and --let's): one kfloop/1
      // refuses is bad data in the source, as it would be in a kfloop file.
      if kind != .kfloop {
        throw .badData(
          "\(path): the animations read as kfloop/1 do not read back: \(error.text)",
          hint: "the numbers come from the source and --let, held to kfloop/1's ranges (docs/cli.md, Limits)")
      }
      throw .badData("\(path): \(error.text)", hint: "docs/diagnose.md describes kfloop/1")
    }
  }

  /// `file:line:column` of byte offsets in increasing order (1-based,
  /// columns in characters), in one pass over the file: each place is
  /// counted on from the one before.
  static func positions(_ path: String, _ bytes: [UInt8], _ offsets: [Int]) -> [String] {
    var line = 1
    var lineStart = 0
    var at = 0
    var column = 1
    var out: [String] = []
    for offset in offsets {
      let end = Swift.min(Swift.max(0, offset), bytes.count)
      if end < at {
        (line, lineStart, at, column) = (1, 0, 0, 1)
      }
      var i = at
      while i < end {
        if bytes[i] == 0x0A {
          line += 1
          lineStart = i + 1
          at = lineStart
          column = 1
        }
        i += 1
      }
      column += String(decoding: bytes[at..<end], as: UTF8.self).count
      at = end
      out.append("\(path):\(line):\(column)")
    }
    return out
  }

  /// The style sheet with every looping animation's duration set so all
  /// share `period` (an alternating one gets half: its period is two
  /// runs), each in its own unit; every other byte unchanged.
  func fixedCSS(period: Double) -> [UInt8]? {
    guard let css else { return nil }
    var edits: [(offset: Int, length: Int, text: String)] = []
    for t in css.timelines where t.animation.iterations.isInfinite {
      guard let at = t.animation.durationAt else { continue }
      let run = period / (t.animation.direction.hasPrefix("alternate") ? 2 : 1)
      let ms = at.text.lowercased().hasSuffix("ms")
      // Plain decimals, as people write CSS times (1300ms, 1.3s).
      let text = NumberText.tidy(NumberText.fixed(ms ? run * 1000 : run, decimals: 6)) + (ms ? "ms" : "s")
      if !edits.contains(where: { $0.offset == at.offset }) { edits.append((at.offset, at.text.utf8.count, text)) }
    }
    var out = bytes
    for e in edits.sorted(by: { $0.offset > $1.offset }) {
      out.replaceSubrange(e.offset..<(e.offset + e.length), with: Array(e.text.utf8))
    }
    return out
  }

  /// The Swift source with the duration constants of every looping view
  /// scaled so its period becomes `period`: a call-site argument or a
  /// property default that is a plain number literal, each change kept only
  /// when reading the edited source back gives that view the period. Every
  /// other byte is unchanged. `nil` when some loop cannot be fixed so.
  func fixedSwift(period: Double, doc: KfloopDocument, lets: [String: Double], intendedPeriod: String?) -> [UInt8]? {
    var out = bytes
    func periods(_ b: [UInt8]) -> [String: Double] {
      let r = SwiftLoops.read(path: path, bytes: b, lets: lets, intendedPeriod: intendedPeriod)
      guard let d = try? KfloopReader.read(Array(r.kfloop.text().utf8)) else { return [:] }
      return Dictionary(d.loops.map { ($0.id, $0.period) }, uniquingKeysWith: { a, _ in a })
    }
    for t in doc.loops where Swift.abs(t.period - period) > 1e-9 * period {
      let src = SwiftSource(path: path, bytes: out)
      let viewName = String(t.id.split(separator: " ").first ?? "")
      guard let view = src.structNamed(viewName) else { return nil }
      // Number literals the period may scale with: call-site arguments first.
      var candidates: [Int] = []
      for (i, tok) in src.tokens.enumerated() where tok.is(viewName) && i + 1 < src.tokens.count && src.tokens[i + 1].is("(") {
        let args = SwiftKeyframeAnimator.arguments(src, (i + 2)..<src.close(i + 1))
        for p in view.properties { if let r = args[p.name], r.count == 1, src.tokens[r.lowerBound].kind == .number { candidates.append(r.lowerBound) } }
      }
      for p in view.properties { if let r = p.value, r.count == 1, src.tokens[r.lowerBound].kind == .number { candidates.append(r.lowerBound) } }
      var fixed = false
      for c in candidates {
        let tok = src.tokens[c]
        guard let v = Double(tok.text), v != 0 else { continue }
        var text = NumberText.duration(v * period / t.period)
        if !text.contains("."), !text.contains("e") { text += ".0" }
        var trial = out
        trial.replaceSubrange(tok.offset..<(tok.offset + tok.length), with: Array(text.utf8))
        if let p = periods(trial)[t.id], Swift.abs(p - period) <= 1e-9 * period {
          out = trial
          fixed = true
          break
        }
      }
      if !fixed { return nil }
    }
    return out
  }
}
