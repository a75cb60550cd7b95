// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool lottie FILE`: what a Lottie file animates, property by
/// property (``LottieReader``), and what it does not read.
struct LottieCommand: Command {
  static let spec = CommandSpec(
    name: "lottie",
    abstract: "Report what a Lottie file animates: each property's keyframes and easings.",
    discussion: """
      Every animated property anywhere in the file (layers, precompositions \
      on their parent's clock, shapes, effects), with its keyframes in frames \
      and seconds and each segment's easing per dimension as cubic-bezier() \
      (with the preset it is, where one matches exactly). What is not read is \
      named with its JSON path: expressions (lottie-ios and lottie-android do \
      not run them), time remapping, non-numeric values. docs/lottie.md \
      describes the report.

      With --bake, each expression curvetool can run (inertial bounce, \
      overshoot, elastic, loopOut and loopIn, arithmetic on time, value, \
      keys and velocity) is replaced by Bézier keyframes on whole frames that \
      stay within --max-error of its motion, and the file is written to \
      --output with every other byte kept; the report states the error \
      measured on the written keyframes and lists what was left in place \
      (random numbers such as wiggle, names not modelled).
      """,
    options: [
      .format(ReportFormat.self),
      .output("Write the report to a file; with --bake, the baked Lottie file ('-': standard output, the report then on standard error)."),
      .flag("bake", help: "Replace the expressions curvetool can run with keyframes (needs --output)."),
      .option(
        "max-error", value: "units", help: "--bake: the largest allowed deviation from the expression, in the property's units (pixels, percent, degrees).",
        default: "0.1"),
    ],
    arguments: [ArgumentSpec(name: "file", help: "A Lottie JSON file ('-' for standard input).")],
    examples: [
      "lottie docs/examples/loader.lottie.json",
      "lottie docs/examples/bounce.lottie.json --bake -o /dev/null",
    ]
  )

  let path: String
  let format: ReportFormat
  let output: String?
  /// The tolerance of `--bake`, or `nil` without it.
  let bake: Double?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let path = arguments.positionals.first else { throw .missingArgument("file") }
    if arguments.positionals.count > 1 { throw .unexpectedArguments(Array(arguments.positionals.dropFirst())) }
    self.path = path
    format = arguments.format(ReportFormat.self)
    output = arguments.string("output")
    if arguments.flag("bake") {
      guard output != nil else {
        throw .invalid("--bake writes a Lottie file: give --output FILE (or -o - for standard output)")
      }
      bake = try arguments.double("max-error", default: 0.1, .range(1e-9, 1e9))
    } else {
      if arguments.has("max-error") {
        throw .invalid("--max-error is the tolerance of --bake: add --bake, or leave --max-error out")
      }
      bake = nil
    }
  }

  func run(_ io: CommandIO) throws(CommandError) {
    try Destination.refuseOverwriting(inputs: [path], output: output, option: "--output", inPlace: false, io: io)
    let bytes = try InputFile.read(path, io: io)
    let json: JSON
    do {
      json = try JSONReader.parse(bytes)
    } catch {
      throw .badData("'\(path)' is not JSON: \(error.message)", hint: "a Lottie file is the JSON After Effects' Bodymovin exports")
    }
    let doc: LottieDocument
    do {
      doc = try LottieReader.read(json)
    } catch {
      throw .badData("'\(path)' at \(error.path): \(error.message)", hint: "docs/lottie.md lists what is read")
    }
    if let tolerance = bake {
      try Self.bake(bytes: bytes, json: json, path: path, output: output, tolerance: tolerance, format: format, io: io)
      return
    }
    let expressions = LottieExpressions.sites(json).map { ($0, LottieExpressions.bounceCurves($0)) }
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: sink.write(Self.json(doc, path: path, expressions: expressions).text() + "\n")
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(Self.text(doc, path: path, expressions: expressions, style: style))
      }
    }
  }

  /// What the property is, from its key: `ks.p` is the position.
  static func describe(_ path: String) -> String {
    let names = [
      "ks.p": "position", "ks.a": "anchor", "ks.s": "scale", "ks.r": "rotation", "ks.rz": "rotation", "ks.o": "opacity",
      "ks.sk": "skew", "ks.sa": "skew axis", "ks.p.x": "position x", "ks.p.y": "position y", "ks.p.z": "position z", "tm": "time remap",
    ]
    for (suffix, name) in names.sorted(by: { $0.key.count > $1.key.count }) where path.hasSuffix("." + suffix) { return name }
    return String(path.split(separator: ".").last ?? "")
  }

  /// The preset a Bézier is exactly, if any.
  static func preset(_ b: CubicBezier) -> String? {
    TimingPreset.all.first { $0.bezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] == [b.x1, b.y1, b.x2, b.y2] } ?? false }?.name
  }

  static func seconds(_ frame: Double, _ doc: LottieDocument) -> Double { frame / doc.frameRate }

  static func text(
    _ doc: LottieDocument, path: String, expressions: [(LottieExpressionSite, [LottieBounceCurve])] = [], style: TextStyle
  ) -> String {
    var out: [String] = []
    let span = doc.outPoint - doc.inPoint
    out.append(style.paragraph(style.heading(
      "Lottie \(MessageText.escaped(path)): \(NumberText.text(doc.frameRate, .report)) fps, frames \(NumberText.text(doc.inPoint, .report)) to \(NumberText.text(doc.outPoint, .report)) (\(NumberText.text(span / doc.frameRate, .report)) s), "
        + "\(doc.properties.count) animated \(doc.properties.count == 1 ? "property" : "properties")")))
    for p in doc.properties {
      out.append("")
      let dims = p.keyframes.first?.value.count ?? 0
      out.append(style.paragraph(
        "\(p.path)" + (p.layer.map { " \"\($0)\"" } ?? "") + (p.via.map { " (in \($0))" } ?? "") + ": \(describe(p.path)), \(dims) value\(dims == 1 ? "" : "s"), "
          + "\(p.keyframes.count) keyframe\(p.keyframes.count == 1 ? "" : "s")" + (p.spatial ? ", spatial tangents (a curved path between keys)" : "")
          + (p.window.map { w in
            ", time remapped: these timings apply on frames \(NumberText.text(w.lowerBound, .significant(6))) to \(NumberText.text(w.upperBound, .significant(6)))"
              + (p.cycle.map { ", repeated every \(NumberText.text($0, .significant(6))) frames (\(NumberText.text(seconds($0, doc), .significant(6))) s) after that" } ?? ", held outside")
          } ?? "")))
      for (k, s) in p.segments.enumerated() {
        let from = p.keyframes[k].value.map { NumberText.text($0, .significant(6)) }.joined(separator: ", ")
        let to = p.keyframes[k + 1].value.map { NumberText.text($0, .significant(6)) }.joined(separator: ", ")
        let frames = "frame \(NumberText.text(s.fromFrame, .significant(6))) → \(NumberText.text(s.toFrame, .significant(6)))"
        let times = "\(NumberText.text(seconds(s.fromFrame, doc), .significant(6))) → \(NumberText.text(seconds(s.toFrame, doc), .significant(6))) s, \(NumberText.text(seconds(s.toFrame - s.fromFrame, doc), .significant(6))) s"
        out.append(style.paragraph("\(frames) (\(times)): [\(from)] → [\(to)]", indent: 2))
        guard let easing = s.easing else {
          out.append(style.paragraph("hold: the value jumps at the next keyframe", indent: 4))
          continue
        }
        // One line when every dimension eases alike.
        let distinct = easing.enumerated().filter { i, b in i == 0 || b != easing[0] }
        for (i, b) in distinct {
          let label = distinct.count == 1 ? "easing" : "easing, value \(i + 1)"
          out.append(style.paragraph("\(label) \(b.css)" + (preset(b).map { " (\($0))" } ?? ""), indent: 4))
        }
      }
    }
    if !expressions.isEmpty {
      out.append("")
      out.append(style.paragraph(style.heading("Expressions (\(expressions.count); --bake replaces those it can run with keyframes):")))
      for (site, curves) in expressions {
        out.append(style.paragraph("\(site.path)" + (site.layer.map { " \"\($0)\"" } ?? "") + ": \(site.kind)", indent: 2))
        for c in curves {
          out.append(style.paragraph(
            "after frame \(NumberText.text(c.frame, .report))" + (c.dimension.map { ", value \($0 + 1)" } ?? "")
              + ", the same motion (to \(NumberText.text(c.error, .significant(3))) up to frame \(NumberText.text(c.untilFrame, .report))) as \(c.curve): curvetool convert turns it into each platform's spring",
            indent: 4))
        }
      }
    }
    out.append("")
    if doc.notes.isEmpty {
      out.append(style.paragraph("Everything animated was read."))
    } else {
      out.append(style.paragraph(style.heading("Not read (\(doc.notes.count)):")))
      for n in doc.notes { out.append(style.paragraph("\(n.path): \(n.message)", indent: 2)) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func json(_ doc: LottieDocument, path: String, expressions: [(LottieExpressionSite, [LottieBounceCurve])] = []) -> JSON {
    JSONSchema.lottie.document([
      ("file", .string(path)), ("frameRate", .number(doc.frameRate)), ("inPoint", .number(doc.inPoint)),
      ("outPoint", .number(doc.outPoint)), ("duration", .number((doc.outPoint - doc.inPoint) / doc.frameRate)),
      ("properties", .array(doc.properties.map { p in
        .object([
          ("path", .string(p.path)), ("layer", p.layer.map(JSON.string) ?? .null), ("via", p.via.map(JSON.string) ?? .null), ("property", .string(describe(p.path))),
          ("spatial", .bool(p.spatial)),
          ("window", p.window.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null), ("cycle", JSON.number(p.cycle)),
          ("keyframes", .array(p.keyframes.map { k in
            .object([
              ("frame", .number(k.frame)), ("time", .number(seconds(k.frame, doc))), ("values", .array(k.value.map(JSON.number))),
              ("hold", .bool(k.hold)),
            ])
          })),
          ("segments", .array(p.segments.map { s in
            .object([
              ("fromFrame", .number(s.fromFrame)), ("toFrame", .number(s.toFrame)), ("duration", .number(seconds(s.toFrame - s.fromFrame, doc))),
              ("easing", s.easing.map { list in
                .array(list.map { b in
                  .object([
                    ("x1", .number(b.x1)), ("y1", .number(b.y1)), ("x2", .number(b.x2)), ("y2", .number(b.y2)), ("css", .string(b.css)),
                    ("preset", preset(b).map(JSON.string) ?? .null),
                  ])
                })
              } ?? .null),
            ])
          })),
        ])
      })),
      ("expressions", .array(expressions.map { site, curves in
        .object([
          ("path", .string(site.path)), ("layer", site.layer.map(JSON.string) ?? .null), ("kind", .string(site.kind)),
          ("curves", .array(curves.map { c in
            .object([
              ("frame", .number(c.frame)), ("dimension", c.dimension.map { .int($0) } ?? .null), ("curve", .string(c.curve)),
              ("untilFrame", .number(c.untilFrame)), ("error", .number(c.error)),
            ])
          })),
        ])
      })),
      ("notes", .array(doc.notes.map { .object([("path", .string($0.path)), ("message", .string($0.message))]) })),
    ])
  }
}
