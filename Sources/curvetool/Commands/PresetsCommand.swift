// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool presets`: every named preset, with its platform, numbers and
/// source.
struct PresetsCommand: Command {
  static let spec = CommandSpec(
    name: "presets",
    abstract: "List every preset: timing curves, springs and SKBounce stiffnesses, with their numbers and sources.",
    discussion: """
      Each preset is named platform.name, the name any curve expression \
      accepts (curvetool sample swiftui.bouncy, curvetool bezier \
      m3.emphasized-decelerate). Béziers give x1 y1 x2 y2; springs give mass, \
      stiffness, damping, damping ratio and response (2π/ω₀, s); stiffnesses \
      give SKBounce's residual. The JSON and CSV are described in docs/cli.md \
      (presets).
      """,
    options: [
      .option("platform", value: "id", help: "Only this platform's presets (its registry id).", allowed: PresetCatalog.platforms.map(\.rawValue),
        openEnded: "or its other spelling: swiftui, framer-motion, …"),
      .option("namespace", value: "name", help: "Only presets named namespace.*.", allowed: PresetCatalog.namespaces),
      .option("kind", value: "kind", help: "Only presets of this kind.", allowed: PresetCatalog.Kind.allCases.map(\.rawValue)),
      .format(DataFormat.self),
      .output(),
    ],
    arguments: [],
    examples: [
      "presets --platform swiftUI --kind spring",
    ]
  )

  let platform: PlatformID?
  let namespace: String?
  let kind: PresetCatalog.Kind?
  let format: DataFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    if !arguments.positionals.isEmpty { throw .unexpectedArguments(arguments.positionals) }
    var platform: PlatformID?
    if let text = arguments.string("platform") {
      guard let id = PlatformID(lenient: text), PresetCatalog.platforms.contains(id) else {
        throw .invalidValue(
          option: arguments.label("platform"), value: text, reason: nil,
          suggestion: EditDistance.suggestion(for: text, among: PresetCatalog.platforms.map(\.rawValue)))
      }
      platform = id
    }
    self.platform = platform
    namespace = arguments.string("namespace")
    kind = arguments.string("kind").flatMap(PresetCatalog.Kind.init(rawValue:))
    format = arguments.format(DataFormat.self)
    output = arguments.string("output")
  }

  var selected: [PresetCatalog.Entry] {
    PresetCatalog.entries.filter { e in
      (platform.map { e.platform == $0 } ?? true) && (namespace.map { e.namespace == $0 } ?? true) && (kind.map { e.kind == $0 } ?? true)
    }
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let list = selected
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: sink.write(Self.json(list).text() + "\n")
      case .csv: sink.write(Self.csv(list))
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(Self.text(list, style: style))
      }
    }
  }

  /// The numbers as a line: `x1 0.42, y1 0, …`.
  static func numbers(_ e: PresetCatalog.Entry) -> String {
    ([e.values.map { "\($0.0) \(NumberText.text($0.1, .significant(6)))" }.joined(separator: ", ")].filter { !$0.isEmpty } + [e.note].compactMap { $0 })
      .joined(separator: "; ")
  }

  static func text(_ list: [PresetCatalog.Entry], style: TextStyle) -> String {
    var out = ""
    var namespace = ""
    for e in list {
      if e.namespace != namespace {
        namespace = e.namespace
        let title = e.platform.map { "\(namespace) (\($0.platform.displayName))" } ?? namespace
        out += (out.isEmpty ? "" : "\n") + style.heading(title) + "\n"
      }
      out += style.paragraph("\(e.name)  \(e.code)  (\(e.kind.rawValue))", indent: 2) + "\n"
      out += style.paragraph(numbers(e), indent: 4) + "\n"
      out += style.paragraph("source: " + e.source, indent: 4) + "\n"
    }
    out += "\n\(list.count) presets" + (list.isEmpty ? "" : "; use any name in a curve expression (docs/curves.md)") + "\n"
    return out
  }

  static func json(_ list: [PresetCatalog.Entry]) -> JSON {
    JSONSchema.presets.document([
      ("presets", .array(list.map { e in
        var members: [(String, JSON)] = [
          ("name", .string(e.name)), ("namespace", .string(e.namespace)),
          ("platform", e.platform.map { .string($0.rawValue) } ?? .null), ("kind", .string(e.kind.rawValue)),
          ("code", .string(e.code)), ("values", .object(e.values.map { ($0.0, .number($0.1)) })),
        ]
        if let note = e.note { members.append(("note", .string(note))) }
        members.append(("source", .string(e.source)))
        return .object(members)
      })),
    ])
  }

  /// `name,namespace,platform,kind,code,values,source`: values as
  /// `key=number` pairs; platform empty where there is none.
  static func csv(_ list: [PresetCatalog.Entry]) -> String {
    func field(_ s: String) -> String {
      s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
    var out = "name,namespace,platform,kind,code,values,source\n"
    for e in list {
      let values = e.values.map { "\($0.0)=\(JSON.numberText($0.1))" }.joined(separator: " ")
      out += [e.name, e.namespace, e.platform?.rawValue ?? "", e.kind.rawValue, e.code, values, e.source].map(field).joined(separator: ",") + "\n"
    }
    return out
  }
}
