// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--write-fixed` for sources: the shared period written into the file by
/// editing number tokens only (every other byte, the byte-order mark and
/// the line ends kept), never a value another loop uses, and the result
/// read back and diagnosed before anything is written.
extension DiagnoseSource {
  /// The source's normalised bytes with every loop's period set to
  /// `period`; refused (`.failure` with the reason) when the edited
  /// source would not read back or would still drift (D01).
  func fixedSource(period: Double, doc: KfloopDocument) throws(CommandError) -> [UInt8] {
    let edited: [UInt8]?
    switch kind {
    case .css: edited = fixedCSS(period: period)
    case .swift: edited = fixedSwift(period: period, doc: doc)
    case .compose: edited = fixedCompose(period: period)
    case .lottie: edited = nil
    case .kfloop: edited = nil
    }
    guard let edited else {
      throw .failure(
        kind == .swift
          ? "no number of every looping view's use or defaults scales its period to \(NumberText.text(period, .detail)) s without changing another loop (--emit kfloop writes the loops as kfloop/1, which --write-fixed can fix)"
          : kind == .lottie
          ? "a Lottie file's period is its composition's length (op − ip)/fr: give --intended-period to set it"
          : kind == .compose
          ? "Compose counts whole milliseconds: an iteration (delay + durationMillis) of \(NumberText.text(period * 1000, .detail)) ms, or half that with RepeatMode.Reverse, cannot be written for every loop"
          : "no looping animation has a duration to edit")
    }
    try verify(edited)
    return edited
  }

  /// The source's own bytes as read: its byte-order mark and line ends back.
  func restored(_ normalised: [UInt8]) -> [UInt8] { layout?.restore(normalised) ?? normalised }

  /// Reads the edited source back as the source was read and diagnoses it:
  /// a fix that leaves loops drifting apart (D01) is refused, saying why.
  func verify(_ edited: [UInt8]) throws(CommandError) {
    let back: KfloopDocument
    do {
      (_, back, _) = try DiagnoseSource.model(path: path, bytes: edited, lets: lets, intendedPeriod: intendedPeriod)
    } catch {
      throw .failure("the fixed file would not read back (\(error.message))")
    }
    let (_, findings) = Diagnostics.run(back, progress: nil)
    if let d01 = findings.first(where: { $0.code == .d01 }) {
      throw .failure("the fixed file would still drift: \(d01.summary) (D01)")
    }
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
      let text = NumberText.text(ms ? run * 1000 : run, .trimmed(6)) + (ms ? "ms" : "s")
      if !edits.contains(where: { $0.offset == at.offset }) { edits.append((at.offset, at.text.utf8.count, text)) }
    }
    guard !edits.isEmpty else { return nil }
    var out = bytes
    for e in edits.sorted(by: { $0.offset > $1.offset }) {
      out.replaceSubrange(e.offset..<(e.offset + e.length), with: Array(e.text.utf8))
    }
    return out
  }

  /// The Swift source with each looping view's period set to `period` by
  /// scaling one number: an argument where the view is used, else its
  /// property default, else a new argument at the use (after those before
  /// it in declaration order, as Swift's memberwise initialiser wants). A
  /// change is kept only when reading the edited source back gives that
  /// loop the period and every other loop the period it had, so a default
  /// two loops share is never changed for one. `nil` when a loop cannot be
  /// fixed so.
  func fixedSwift(period: Double, doc: KfloopDocument) -> [UInt8]? {
    var out = bytes
    func periods(_ b: [UInt8]) -> [String: Double] {
      guard let (_, d, _) = try? DiagnoseSource.model(path: path, bytes: b, lets: lets, intendedPeriod: intendedPeriod) else { return [:] }
      return Dictionary(d.loops.map { ($0.id, $0.period) }, uniquingKeysWith: { a, _ in a })
    }
    func close(_ a: Double?, _ b: Double) -> Bool { a.map { Swift.abs($0 - b) <= 1e-9 * b } ?? false }
    var current = periods(out)
    for t in doc.loops where !close(t.period, period) {
      let src = SwiftSource(path: path, bytes: out)
      let reread = SwiftLoops.read(path: path, bytes: out, lets: lets, intendedPeriod: intendedPeriod)
      guard let site = reread.sites[t.id], let view = src.structNamed(site.view) else { return nil }
      let scale = period / t.period
      func scaled(_ token: SwiftToken) -> String? {
        guard let v = Double(token.text), v != 0 else { return nil }
        var text = NumberText.text(v * scale, .duration)
        if !text.contains("."), !text.contains("e") { text += ".0" }
        return text
      }
      // Trials, each a set of edits (offset, length to replace, text): per
      // property, its literal at every use (a new argument where a use
      // leaves it to the default); or the default itself.
      var trials: [[(Int, Int, String)]] = []
      let given = site.uses.map { SwiftKeyframeAnimator.arguments(src, $0) }
      for (k, p) in view.properties.enumerated() {
        let defaultToken = p.value.flatMap { r in r.count == 1 && src.tokens[r.lowerBound].kind == .number ? src.tokens[r.lowerBound] : nil }
        let literals = given.map { g in g[p.name].flatMap { r in r.count == 1 && src.tokens[r.lowerBound].kind == .number ? src.tokens[r.lowerBound] : nil } }
        if given.allSatisfy({ $0[p.name] == nil }), let d = defaultToken, let text = scaled(d) {
          trials.append([(d.offset, d.length, text)])
        }
        var edits: [(Int, Int, String)] = []
        for (u, g) in given.enumerated() {
          if let token = literals[u], let text = scaled(token) {
            edits.append((token.offset, token.length, text))
          } else if g[p.name] == nil, let d = defaultToken, let text = scaled(d), site.uses[u].lowerBound > 0,
            src.tokens[site.uses[u].lowerBound - 1].is("(")
          {
            edits.append(Self.insertion(src, view, property: k, arguments: site.uses[u], given: g, value: text))
          } else {
            edits = []
            break
          }
        }
        if !edits.isEmpty { trials.append(edits) }
      }
      var fixed = false
      for edits in trials {
        var trial = out
        for (offset, length, text) in edits.sorted(by: { $0.0 > $1.0 }) {
          trial.replaceSubrange(offset..<(offset + length), with: Array(text.utf8))
        }
        let after = periods(trial)
        let othersKept = current.allSatisfy { id, p in id == t.id || close(after[id], p) }
        if close(after[t.id], period), othersKept {
          out = trial
          current = after
          fixed = true
          break
        }
      }
      if !fixed { return nil }
    }
    return out
  }

  /// A new `label: value` argument for property `k` at a view's use: before
  /// the first argument given for a later property, else after the last.
  static func insertion(
    _ src: SwiftSource, _ view: SwiftSource.SwiftStruct, property k: Int, arguments: Range<Int>, given: [String: Range<Int>], value: String
  ) -> (Int, Int, String) {
    let name = view.properties[k].name
    let later = view.properties[(k + 1)...].compactMap { given[$0.name] }.min { $0.lowerBound < $1.lowerBound }
    if let later {
      // The label's token comes two before the value.
      let label = src.tokens[later.lowerBound - 2]
      return (label.offset, 0, "\(name): \(value), ")
    }
    if let last = given.values.max(by: { $0.upperBound < $1.upperBound }), last.upperBound > last.lowerBound {
      let end = src.tokens[last.upperBound - 1]
      return (end.offset + end.length, 0, ", \(name): \(value)")
    }
    let open = src.tokens[arguments.lowerBound - 1]
    return (open.offset + open.length, 0, "\(name): \(value)")
  }
}
