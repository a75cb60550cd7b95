// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What `diagnose` reads: a kfloop/1 document, or a style sheet (CSS, or an
/// HTML file's `<style>`) whose animations it turns into one.
struct DiagnoseSource {
  enum Kind: String { case kfloop, css, swift, compose, lottie }

  let path: String
  let bytes: [UInt8]
  let kind: Kind
  /// A source's model as built (nil for a kfloop/1 file).
  let model: JSON?
  /// A kfloop/1 file's text as read (with `--let` applied).
  let fileText: String
  /// The kfloop/1 text the document was read from (`--emit kfloop`).
  var kfloop: String { model?.text() ?? fileText }
  /// For CSS: the timelines' animations, to cite and fix.
  let css: CSSLoops.Result?
  /// For Swift: where each timeline's view is used, to fix it there.
  var swift: SwiftLoops.Result?
  /// For Compose: each timeline's spec, to fix its duration in place.
  var compose: ComposeLoops.Result?
  /// The file's byte-order mark and line ends, for writing a fix back.
  var layout: TextLayout?
  /// The options the source was read with (a fix reads it back so).
  var lets: [String: Double] = [:]
  var intendedPeriod: String?

  /// The kind from the file name, else from the file's structure, never
  /// from words in its comments: JSON (a kfloop/1 file, which may open
  /// with `//` comments) when its first token is `{` or `[`; HTML when it opens
  /// with markup; Swift when a token is one of SwiftUI's animators or
  /// `import SwiftUI`; a style sheet otherwise.
  static func kind(path: String, bytes: [UInt8]) -> Kind {
    let lower = path.lowercased()
    if lower.hasSuffix(".css") || lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .css }
    if lower.hasSuffix(".swift") { return .swift }
    if lower.hasSuffix(".kt") || lower.hasSuffix(".kts") { return .compose }
    if lower.hasSuffix(".kfloop") { return .kfloop }
    if lower.hasSuffix(".json") { return isLottie(bytes) ? .lottie : .kfloop }
    if HTMLStyles.isHTML(bytes) { return .css }
    let tokens = SwiftLexer.tokens(Array(bytes.prefix(1 << 20)))
    guard let first = tokens.first, !first.is("{"), !first.is("[") else { return isLottie(bytes) ? .lottie : .kfloop }
    // Kotlin: Compose's infinite transition, or an androidx.compose import.
    let kotlin = tokens.indices.contains { i in
      tokens[i].kind == .identifier
        && (tokens[i].text == "rememberInfiniteTransition"
          || (tokens[i].text == "import" && i + 1 < tokens.count && tokens[i + 1].text == "androidx"))
    }
    if kotlin { return .compose }
    let swift = tokens.indices.contains { i in
      let t = tokens[i]
      guard t.kind == .identifier else { return false }
      return SwiftLoops.animatorNames.contains(t.text) || t.text == "repeatForever"
        || (t.text == "import" && i + 1 < tokens.count && tokens[i + 1].text == "SwiftUI")
    }
    return swift ? .swift : .css
  }

  /// Whether JSON bytes are a Lottie animation rather than a kfloop/1
  /// document: no `kfloop/1` near the start (a kfloop/1 file names its
  /// format at the top), and the keys a Lottie file must have, `layers`,
  /// `fr`, `ip` and `op` (a byte scan: a kfloop/1 file is parsed once).
  static func isLottie(_ bytes: [UInt8]) -> Bool {
    func contains(_ needle: String, in slice: ArraySlice<UInt8>) -> Bool {
      let n = Array(needle.utf8)
      guard slice.count >= n.count else { return false }
      var i = slice.startIndex
      while i + n.count <= slice.endIndex {
        if slice[i] == n[0], slice[i..<(i + n.count)].elementsEqual(n) { return true }
        i += 1
      }
      return false
    }
    if contains("kfloop/1", in: bytes.prefix(4096)) { return false }
    return ["\"layers\"", "\"fr\"", "\"ip\"", "\"op\""].allSatisfy { contains($0, in: bytes[...]) }
  }

  /// Reads the file; a source's unread constructs are warned about on
  /// standard error, each with its line and column, once `progress` (the
  /// line announcing a large source) is erased.
  static func read(
    path: String, bytes: [UInt8], lets: [String: Double] = [:], intendedPeriod: String? = nil, io: CommandIO,
    progress: ProgressLine? = nil
  ) throws(CommandError) -> (DiagnoseSource, KfloopDocument) {
    let (source, doc, _) = try model(path: path, bytes: bytes, lets: lets, intendedPeriod: intendedPeriod) { notes throws(CommandError) in
      if !notes.isEmpty { progress?.clear() }
      for note in notes.prefix(LoopLimits.listing) { io.stderr.writeLine("\(note.at): warning: \(note.what)") }
    }
    return (source, doc)
  }

  /// The source and the kfloop/1 model it is read as, with the places it
  /// could not read (`notes`, in source order), which `warn` is handed
  /// before a source with no loop is refused.
  static func model(
    path: String, bytes: [UInt8], lets: [String: Double] = [:], intendedPeriod: String? = nil,
    warn: ([(at: String, what: String)]) throws(CommandError) -> Void = { _ in }
  ) throws(CommandError) -> (DiagnoseSource, KfloopDocument, [(at: String, what: String)]) {
    let kind = kind(path: path, bytes: bytes)
    var text = String(decoding: bytes, as: UTF8.self)
    var css: CSSLoops.Result?
    var swift: SwiftLoops.Result?
    var compose: ComposeLoops.Result?
    var lottieFacts: [LottieFact] = []
    // A source: its kfloop/1, the places it could not read, and what to say
    // when nothing loops.
    var read: (kfloop: JSON, notes: [(at: String, what: String)], none: String, hint: String)?
    switch kind {
    case .kfloop:
      text = try withConstants(text, lets: lets, path: path)
    case .swift:
      let result = SwiftLoops.read(path: path, bytes: bytes, lets: lets, intendedPeriod: intendedPeriod)
      swift = result
      read = (result.kfloop, result.notes, "no SwiftUI view with a keyframeAnimator or phaseAnimator was found",
        "diagnose reads keyframeAnimator, KeyframeTrack and the keyframes in it, and phaseAnimator (docs/diagnose.md §11)")
    case .lottie:
      try refuseConstants(lets, intendedPeriod, source: "a Lottie file has no constants to give")
      let document: LottieDocument
      let json: JSON
      do throws(LottieError) {
        guard let parsed = try? JSONReader.parse(bytes) else { throw LottieError(path: "$", message: "not JSON") }
        json = parsed
        document = try LottieReader.read(json)
      } catch {
        throw .badData("\(path): \(error.path): \(error.message)", hint: "diagnose reads a Lottie file's animated properties (docs/lottie.md)")
      }
      let name = String(path.split(separator: "/").last ?? Substring(path))
      let loops = LottieLoops.timeline(document, id: name)
      lottieFacts = loops.timeline == nil ? [] : LottieLoops.facts(document, json: json, id: name)
      let kfloop = JSON.object([
        ("format", .string("kfloop/1")),
        ("source", .object([("file", .string(path))])),
        // Lottie players draw each frame at its time (lottie-web, rlottie
        // and the mobile players interpolate between keyframes by time).
        ("clock", .object([("sampling", .string("exact"))])),
        ("timelines", .array(loops.timeline.map { [$0] } ?? [])),
      ])
      read = (kfloop, loops.notes.map { (at: "\(path): \($0.path)", what: $0.what) },
        "no animated property with numeric keyframes was read",
        "diagnose reads a Lottie file's animated properties, each dimension a track of one looping timeline (docs/lottie.md §5)")
    case .compose:
      try refuseConstants(lets, intendedPeriod, source: "a Compose source's constants are read from its vals")
      let result = ComposeLoops.read(bytes)
      compose = result
      read = (result.kfloop, placed(path, bytes, result.notes),
        "no rememberInfiniteTransition animation with an infiniteRepeatable spec was read",
        "diagnose reads animateFloat, animateColor and animateValue of rememberInfiniteTransition() (docs/diagnose.md §13)")
    case .css:
      try refuseConstants(lets, intendedPeriod, source: "a style sheet has no constants to give")
      let lower = path.lowercased()
      let result = CSSLoops.read(bytes, html: lower.hasSuffix(".css") ? false : (lower.hasSuffix(".html") || lower.hasSuffix(".htm") ? true : nil))
      css = result
      read = (result.kfloop, placed(path, bytes, result.notes),
        "no CSS animation with a duration and @keyframes of numbers was found",
        "diagnose reads @keyframes and the animation properties of each rule (docs/diagnose.md §10)")
    }
    // What was and was not read, construct by construct, in the model's
    // `source` (ignored by the analysis).
    if let model = read?.kfloop, let accounting = swift?.accounting ?? css?.accounting ?? compose?.accounting {
      let (modelled, unread) = accounting.json { positions(path, bytes, $0) }
      var top = model.objectMembers ?? []
      var source: [(String, JSON)] = top.first { $0.0 == "source" }?.1.objectMembers ?? [("file", .string(path))]
      source += [("read", modelled), ("unread", unread)]
      top.removeAll { $0.0 == "source" }
      top.insert(("source", .object(source)), at: Swift.min(1, top.count))
      read?.kfloop = .object(top)
    }
    if let read {
      try warn(read.notes)
      guard case .array(let timelines)? = read.kfloop["timelines"], !timelines.isEmpty else {
        throw .badData("\(path): \(read.none)", hint: read.hint)
      }
    }
    var doc: KfloopDocument
    do throws(KfloopError) {
      if let read { doc = try KfloopReader.read(json: read.kfloop) } else { doc = try KfloopReader.read(Array(text.utf8)) }
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
    doc.lottieFacts = lottieFacts
    doc.dialect = switch kind {
    case .kfloop: .kfloop
    case .css: .css
    case .swift: .swiftUI
    case .compose: .compose
    case .lottie: .lottie
    }
    if let p = intendedPeriod {
      // Seconds, or a constant: the Swift reader resolves its own.
      let seconds = Double(p) ?? (kind == .kfloop ? try? KfloopScope(KfloopNode(value: doc.source["let"] ?? .object([]), path: "let"), parent: nil).constant(p, at: "let") : nil)
      if kind != .swift {
        guard let seconds else {
          throw .usage("--intended-period \(p): \(path) has no top-level let \(p)", hint: "give seconds, or a constant of the file's \"let\"")
        }
        for k in doc.timelines.indices { doc.timelines[k].intendedPeriod = seconds }
      } else if !doc.timelines.contains(where: { $0.intendedPeriod != nil }) {
        throw .usage("--intended-period \(p) is neither seconds nor a constant of \(path)'s root views", hint: "give seconds, or a constant such as fullDuration")
      }
    }
    var source = DiagnoseSource(path: path, bytes: bytes, kind: kind, model: read?.kfloop, fileText: text, css: css)
    source.swift = swift
    source.compose = compose
    source.lets = lets
    source.intendedPeriod = intendedPeriod
    return (source, doc, read?.notes ?? [])
  }

  /// `--let` and a named `--intended-period` are for sources with
  /// constants (Swift, kfloop/1); any other refuses them, saying why.
  static func refuseConstants(_ lets: [String: Double], _ intendedPeriod: String?, source: String) throws(CommandError) {
    if let name = lets.keys.sorted().first {
      throw .usage("--let \(name)=…: \(source) (--let is for Swift sources and kfloop/1 files)", hint: nil)
    }
    if let p = intendedPeriod, Double(p) == nil {
      throw .usage("--intended-period \(p): \(source); give the period in seconds", hint: nil)
    }
  }

  /// A reader's notes in source order, each at its `file:line:column`,
  /// found in one pass over the file.
  static func placed(_ path: String, _ bytes: [UInt8], _ notes: [(offset: Int, what: String)]) -> [(at: String, what: String)] {
    let ordered = notes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    return zip(positions(path, bytes, ordered.map(\.offset)), ordered).map { (at: $0, what: $1.what) }
  }

  /// A kfloop/1 file's text with `--let` values set in its top-level
  /// `let`: each must name a constant the file declares there.
  static func withConstants(_ text: String, lets: [String: Double], path: String) throws(CommandError) -> String {
    guard !lets.isEmpty else { return text }
    guard case .object(var top)? = try? JSONReader.parse(Array(text.utf8), comments: true) else { return text }
    let index = top.firstIndex { $0.0 == "let" }
    guard let index, case .object(var constants) = top[index].1 else {
      throw .usage("--let \(lets.keys.sorted().joined(separator: ", ")): \(path) has no top-level \"let\" to set", hint: "--let overrides a kfloop/1 file's constants")
    }
    for (name, value) in lets.sorted(by: { $0.key < $1.key }) {
      guard let k = constants.firstIndex(where: { $0.0 == name }) else {
        throw .usage("--let \(name): \(path) has no top-level let \(name)", hint: "--let overrides a kfloop/1 file's constants: " + constants.map(\.0).joined(separator: ", "))
      }
      constants[k].1 = .number(value)
    }
    top[index].1 = .object(constants)
    return JSON.object(top).text()
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
}
