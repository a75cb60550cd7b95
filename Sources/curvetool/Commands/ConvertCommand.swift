// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool convert CURVE --as FORM`: the same curve in another form,
/// exactly where the mathematics allows, else the best fit and its error.
struct ConvertCommand: Command {
  static let spec = CommandSpec(
    name: "convert",
    abstract: "Convert a curve to another platform's form or another curve form, exactly or with the error stated.",
    discussion: """
      CURVE is a curve expression (docs/curves.md). Springs convert exactly \
      between every platform's parameters; an under-damped spring is a damped \
      cosine exactly when its start velocity is a·(to − from); a damped cosine \
      is a spring and an exact-mode bounce. Otherwise the best fit is given \
      with its maximum error as a fraction of the move: a spring or bounce as \
      a cubic-bezier(), anything as CSS linear(), a Bézier as the nearest \
      spring. The move is 0 → 1 unless the expression or --from/--to set it; \
      --velocity is in value units per second and each platform's snippet \
      states it in that platform's own convention. --as all prints every \
      form. Several curves are converted one after another (JSON: an array \
      of their documents). docs/fit.md describes the conversions.
      """,
    options: [
      .option("as", value: "form", help: "The form to convert to.", default: "all", allowed: ["all"] + Equivalents.forms,
        openEnded: "or a platform's other spelling: swiftui, framer-motion, …"),
    ] + MoveOption.specs(ownDefault: "an expression may set its own") + [
      .option("duration", value: "seconds", help: "Animation length (easings, bounces) or how long to follow a spring.", default: "the curve's own"),
      .option("velocity", value: "units/s", help: "Initial velocity of a spring, value units per second.", default: "the expression's, else 0"),
      .format(ReportFormat.self),
      .output(),
    ],
    arguments: [.curve],
    examples: [
      #"convert ".spring(duration: 0.5, bounce: 0.3)" --as android"#,
      "convert ease-in-out --as reactSpring --duration 0.4",
    ]
  )

  /// Each curve as written, and realised.
  let curves: [(text: String, curve: RealizedCurve)]
  let form: ConvertForm?
  let format: ReportFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let duration = try arguments.has("duration") ? arguments.double("duration", default: 1, .duration) : nil
    let velocity = try arguments.double("velocity", .velocity)
    let (from, to) = try MoveOption.given(arguments)
    var curves: [(String, RealizedCurve)] = []
    for text in try CurveInput.texts(arguments.positionals, notes: arguments.notes) {
      let value = try CurveInput.parse(text, notes: arguments.notes)
      try CurveInput.checkVelocity(velocity, for: value, text)
      if case .dampedCosine = value, from != nil || to != nil {
        throw .invalid("a damped cosine sets its own values: change amplitude: and offset: instead of --from/--to")
      }
      let curve = RealizedCurve(value, from: from, to: to, duration: duration, velocity: velocity)
      try CurveInput.check(curve, text)
      curves.append((text, curve))
    }
    self.curves = curves
    var form: ConvertForm?
    if let name = arguments.string("as"), name != "all" {
      guard let named = ConvertForm(name: name) else {
        throw .invalidValue(
          option: arguments.label("as"), value: name, reason: nil,
          suggestion: EditDistance.suggestion(for: name, among: ["all"] + Equivalents.forms))
      }
      form = named
    }
    self.form = form
    format = arguments.format(ReportFormat.self)
    output = arguments.string("output")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let forms = form.map { [$0] } ?? ConvertForm.all
    var results: [(text: String, curve: RealizedCurve, equivalents: [Equivalent])] = []
    for (text, curve) in curves {
      let equivalents = Equivalents.equivalents(forms, of: curve, expression: text)
      if let form, let e = equivalents.first, case .impossible(let why) = e.exactness {
        let all = Equivalents.equivalents(ConvertForm.all, of: curve, expression: text)
        let possible = all.filter { e in
          if case .impossible = e.exactness { return false }
          return true
        }.map(\.form.name)
        throw .badData(
          "cannot convert '\(text)' to \(form.name): \(why)", hint: "forms it converts to: " + possible.joined(separator: ", "))
      }
      results.append((text, curve, equivalents))
    }
    // Several curves: the reports one after another, or a JSON array of
    // their documents (as sample and analyze write them).
    try Destination.write(to: output, io: io) { sink, _ in
      switch format {
      case .json:
        let documents = results.map { Self.json($0.equivalents, $0.curve, $0.text) }
        sink.write((documents.count == 1 ? documents[0] : .array(documents)).text() + "\n")
      case .text: sink.write(results.map { Self.text($0.equivalents, $0.curve, width: io.width) }.joined(separator: "\n"))
      }
    }
  }

  static func describe(_ e: Equivalent) -> String {
    switch e.exactness {
    case .exact: "exact"
    case .approximate(let error):
      "approximate: max error \(NumberText.text(error, .significant(3))) \(e.scale)"
        + (e.snippets.first?.reason(sourceMoves: e.sourceMoves).map { " (\($0))" } ?? "")
    case .impossible(let why): "not possible: \(why)"
    case .unverified: "not verified: the snippet could not be read back"
    }
  }

  static func text(_ equivalents: [Equivalent], _ curve: RealizedCurve, width: Int) -> String {
    let style = TextStyle(width: width, unicode: false, colour: false)
    var out = [style.paragraph(CurveDescription.summary(curve)), ""]
    for e in equivalents {
      out.append(style.row(e.form.name, describe(e) + (e.note.map { "; \($0)" } ?? ""), labelWidth: 16))
      for line in e.code { out += CodeWrap.lines(line, width: width, indent: 4) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func json(_ equivalents: [Equivalent], _ curve: RealizedCurve, _ text: String) -> JSON {
    JSONSchema.convert.document([
      ("curve", CurveDescription.json(curve, expression: text)),
      // The spring the curve is, in every platform's terms, as spring and
      // fit write it (docs/json.md §4); null when it is not a spring.
      ("platforms", Equivalents.spring(of: curve).map(SpringJSON.platforms) ?? .null),
      ("equivalents", .array(equivalents.map { e in
        var exact = false
        var error: Double?
        var reason: String?
        switch e.exactness {
        case .exact: exact = true
        case .approximate(let x): error = x
        case .impossible(let why): reason = why
        case .unverified: break
        }
        return .object([
          ("form", .string(e.form.name)), ("exact", .bool(exact)), ("possible", .bool(reason == nil)),
          ("maxError", .number(exact ? 0 : error)), ("code", .array(e.code.map(JSON.string))),
          ("snippets", .array(e.snippets.map { s in
            .object([
              ("code", .array(s.lines.map(JSON.string))), ("exact", .bool(s.exact)), ("maxError", .number(s.error)),
              ("carriesVelocity", .bool(s.carriesVelocity)),
            ])
          })),
          ("note", e.note.map(JSON.string) ?? .null), ("reason", reason.map(JSON.string) ?? .null),
        ])
      })),
    ])
  }
}
