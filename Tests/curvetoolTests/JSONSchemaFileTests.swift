// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// docs/schemas/: one JSON Schema per document kind (docs/json.md §1), with
/// the shapes they share (a curve, an analysis) in shapes.schema.json;
/// every command's JSON validates against its document's schema.
@Suite("JSON Schema files")
struct JSONSchemaFileTests {
  /// JSON Schema 2020-12 as these files use it: type, const, enum,
  /// properties, required, additionalProperties, items, anyOf, and $ref to
  /// `file#/$defs/name` in docs/schemas.
  struct Validator {
    var files: [String: JSON] = [:]

    init() throws {
      let folder = URL(fileURLWithPath: "docs/schemas".inPackage)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".schema.json") {
        files[name] = try JSONReader.parse(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
      }
    }

    func resolve(_ schema: JSON) -> JSON {
      guard let ref = schema["$ref"]?.stringValue else { return schema }
      let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
      var node = files[parts[0]] ?? .null
      for part in (parts.count > 1 ? parts[1] : "").split(separator: "/") { node = node[String(part)] ?? .null }
      return resolve(node)
    }

    /// Why `value` does not fit `raw`, with its path, or nil.
    func problem(_ value: JSON, _ raw: JSON, at path: String = "$") -> String? {
      let schema = resolve(raw)
      if let c = schema["const"], c != value { return "\(path): not \(c.text())" }
      if case .array(let options)? = schema["enum"], !options.contains(value) { return "\(path): \(value.text()) is not one of the values" }
      if let type = schema["type"]?.stringValue {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): break
        case ("number", .number), ("number", .int), ("number", .float): break
        default: return "\(path): not a \(type)"
        }
      }
      if case .array(let options)? = schema["anyOf"], !options.contains(where: { problem(value, $0, at: path) == nil }) {
        return "\(path): none of its forms"
      }
      if case .object(let members) = value {
        let properties = schema["properties"]?.objectMembers ?? []
        for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.0 == key }) {
          return "\(path): '\(key)' is missing"
        }
        for (key, v) in members {
          if let p = properties.first(where: { $0.0 == key }) {
            if let why = problem(v, p.1, at: "\(path).\(key)") { return why }
          } else if let extra = schema["additionalProperties"] {
            if extra == .bool(false) { return "\(path): '\(key)' is not in the schema" }
            if extra != .bool(true), let why = problem(v, extra, at: "\(path).\(key)") { return why }
          }
        }
      }
      if case .array(let items) = value, let each = schema["items"] {
        for (i, item) in items.enumerated() { if let why = problem(item, each, at: "\(path)[\(i)]") { return why } }
      }
      return nil
    }
  }

  static let samples = "docs/examples/recorded-bounce.csv".inPackage
  static func example(_ name: String) -> String { "docs/examples/\(name)".inPackage }

  /// Every command over inputs that reach each optional member.
  static let runs: [[String]] = JSONConventionTests.runs.map(\.args) + [
    ["bounce", "--bounces", "3", "--compat", "skbounce"], ["spring", ".snappy", "--retarget", "0.2:2"],
    ["spring", "withSpring(1, { duration: 400 })", "--engine", "reanimated"], ["sample", ".bouncy", ".snappy", "--count", "3"],
    ["sample", "damped-cosine(amplitude: -1, decay: 5, omega: 20, offset: 1)", "--count", "3"], ["analyze", "--data", samples],
    ["analyze", "bounce(bounces: 3)"], ["export", "bounce(bounces: 2)"], ["export", ".bouncy", "ease"],
    ["fit", samples, "--model", "damped-cosine"], ["fit", samples, "--model", "spring"], ["fit", samples, "--model", "cubic-bezier"], ["fit", samples, "--model", "skbounce"],
    ["convert", "inertial-bounce(velocity: 600, amp: 0.05, freq: 4, decay: 8, value: 400)"], ["presets"],
    ["diagnose", example("loader.css")], ["diagnose", example("spinner.lottie.json"), "--intended-period", "1.2"],
    ["diagnose", example("bounce.lottie.json")], ["lottie", example("bounce.lottie.json")],
    ["lottie", example("spinner.lottie.json"), "--bake", "-o", "/dev/null"],
  ]

  @Test("A schema file per document kind, its schema member the document's id; every command's JSON validates against it")
  func everyDocument() throws {
    let v = try Validator()
    for kind in JSONSchema.allCases {
      let file = try #require(v.files["\(kind.rawValue).schema.json"], "\(kind.rawValue)")
      #expect(file["properties"]?["schema"]?["const"]?.stringValue == kind.id, "\(kind.rawValue)")
    }
    #expect(v.files.count == JSONSchema.allCases.count + 1)
    var checked = 0
    for args in Self.runs {
      let r = cli(args + ["--format", "json"])
      #expect(r.code == 0, "\(args): \(r.err)")
      let json = try JSONReader.parse(r.out)
      for doc in json.arrayValue ?? [json] {
        let id = try #require(doc["schema"]?.stringValue)
        let kind = try #require(JSONSchema.allCases.first { $0.id == id })
        let schema = try #require(v.files["\(kind.rawValue).schema.json"])
        #expect(v.problem(doc, schema) == nil, "\(args): \(v.problem(doc, schema) ?? "")")
        checked += 1
      }
    }
    #expect(checked > 40)
  }

  @Test("Every JSON document the docs show (console examples, run and checked by the docs test) validates against its schema")
  func docsExamples() throws {
    let v = try Validator()
    var checked = 0
    for url in DocsExamplesTests.documents {
      let text = try String(contentsOf: url, encoding: .utf8)
      for example in DocsExamplesTests.examples(in: text) {
        // Console output: a document, or an array of documents; an error
        // message or text is not one.
        guard example.shown.hasPrefix("{") || example.shown.hasPrefix("["), let json = try? JSONReader.parse(example.shown) else { continue }
        for doc in json.arrayValue ?? [json] {
          guard let id = doc["schema"]?.stringValue else { continue }
          let kind = try #require(JSONSchema.allCases.first { $0.id == id }, "\(url.lastPathComponent): \(id)")
          let schema = try #require(v.files["\(kind.rawValue).schema.json"])
          #expect(v.problem(doc, schema) == nil, "\(url.lastPathComponent): $ \(example.command): \(v.problem(doc, schema) ?? "")")
          checked += 1
        }
      }
    }
    #expect(checked >= 3)
  }

  @Test("The schemas refuse a renamed key, a missing one and a wrong type")
  func refuse() throws {
    let v = try Validator()
    let schema = try #require(v.files["sample.schema.json"])
    let doc = try #require(cli(["sample", ".bouncy", "--count", "3", "--format", "json"]).json)
    #expect(v.problem(doc, schema) == nil)
    guard case .object(let members) = doc else { return }
    let renamed = JSON.object(members.map { ($0.0 == "times" ? "time" : $0.0, $0.1) })
    #expect(v.problem(renamed, schema)?.contains("'times' is missing") == true)
    let typed = JSON.object(members.map { ($0.0, $0.0 == "curve" ? JSON.object(($0.1.objectMembers ?? []).map { k, x in (k, k == "from" ? .string("0") : x) }) : $0.1) })
    #expect(v.problem(typed, schema) == "$.curve.from: not a number")
  }
}

/// A spring is written by one encoder in every document (docs/json.md §4).
@Suite("One spring shape")
struct OneSpringShapeTests {
  @Test("The spring in sample's, analyze's, export's and convert's curve is spring's spring (less the move, which the curve lists), and fit's spring (spring and damped-cosine models) too")
  func one() throws {
    let reference = try #require(cli(["spring", ".bouncy", "--format", "json"]).json?["spring"]?.objectMembers)
    let expected = reference.filter { $0.0 != "from" && $0.0 != "to" }
    for command in ["sample", "analyze", "export", "convert"] {
      let curve = try #require(cli([command, ".bouncy", "--format", "json"]).json?["curve"]?.objectMembers, "\(command)")
      let spring = curve.filter { key, _ in expected.contains { $0.0 == key } }
      #expect(spring.map(\.0) == expected.map(\.0) && spring.map(\.1) == expected.map(\.1), "\(command)")
    }
    let samples = "docs/examples/recorded-bounce.csv".inPackage
    let fitted = try #require(cli(["fit", samples, "--model", "damped-cosine", "--format", "json"]).json?["spring"]?.objectMembers)
    #expect(fitted.map(\.0) == reference.map(\.0))
    // fit's spring model writes its spring the same way, not as top-level numbers.
    let model = try #require(cli(["fit", samples, "--model", "spring", "--format", "json"]).json)
    #expect(model["spring"]?.objectMembers?.map(\.0) == reference.map(\.0))
    #expect(model["stiffness"] == nil && model["dampingRatio"] == nil)
    // The platform forms: one object in spring, fit and convert.
    let platforms = try #require(cli(["spring", ".bouncy", "--format", "json"]).json?["platforms"])
    #expect(cli(["convert", ".bouncy", "--format", "json"]).json?["platforms"] == platforms)
    #expect(cli(["convert", "ease", "--format", "json"]).json?["platforms"] == .null)
  }
}
