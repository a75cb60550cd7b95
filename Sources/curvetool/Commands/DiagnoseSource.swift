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

  /// The kind from the file name, else from the first bytes.
  static func kind(path: String, bytes: [UInt8]) -> Kind {
    let lower = path.lowercased()
    if lower.hasSuffix(".css") || lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .css }
    if lower.hasSuffix(".swift") { return .swift }
    if lower.hasSuffix(".json") || lower.hasSuffix(".kfloop") { return .kfloop }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "{") { return .kfloop }
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    if ["keyframeAnimator", "phaseAnimator", "repeatForever", "import SwiftUI"].contains(where: text.contains) { return .swift }
    return text.lowercased().contains("@keyframes") || text.lowercased().contains("<style") ? .css : .kfloop
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
      let result = CSSLoops.read(bytes)
      css = result
      read = (result.kfloop, result.notes.map { (position(path, bytes, $0.offset), $0.what) },
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

  /// `file:line:column` of a byte offset (1-based, columns in characters).
  static func position(_ path: String, _ bytes: [UInt8], _ offset: Int) -> String {
    let end = Swift.min(Swift.max(0, offset), bytes.count)
    var line = 1
    var lineStart = 0
    for i in 0..<end where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    return "\(path):\(line):\(column)"
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
