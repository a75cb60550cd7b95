// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// docs/kfloop.schema.json describes what the kfloop reader accepts: the
/// examples, the template and what the CSS and SwiftUI readers emit all
/// validate; the schema's lists are the reader's; and where the schema
/// refuses a change to a valid file, the reader refuses it too.
@Suite("kfloop/1 JSON Schema")
struct KfloopSchemaTests {
  /// The part of JSON Schema 2020-12 the schema uses: type, const, enum,
  /// properties, required, additionalProperties, items, minItems, maxItems,
  /// minLength, oneOf, anyOf and local $ref.
  struct Validator {
    let root: JSON

    func resolve(_ schema: JSON) -> JSON {
      guard let ref = schema["$ref"]?.stringValue, ref.hasPrefix("#/") else { return schema }
      var node = root
      for part in ref.dropFirst(2).split(separator: "/") { node = node[String(part)] ?? .null }
      return resolve(node)
    }

    func valid(_ value: JSON, _ raw: JSON) -> Bool {
      let schema = resolve(raw)
      if let c = schema["const"], c != value { return false }
      if case .array(let options)? = schema["enum"], !options.contains(value) { return false }
      if let type = schema["type"]?.stringValue {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): break
        case ("number", .number), ("number", .int), ("number", .float): break
        default: return false
        }
      }
      if case .string(let s) = value, let n = schema.number("minLength"), Double(s.count) < n { return false }
      if case .object(let members) = value {
        let properties = schema["properties"]?.objectMembers ?? []
        for key in schema.array("required")?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.0 == key }) { return false }
        for (key, v) in members {
          if let p = properties.first(where: { $0.0 == key }) {
            if !valid(v, p.1) { return false }
          } else if let extra = schema["additionalProperties"] {
            if extra == .bool(false) { return false }
            if extra != .bool(true), !valid(v, extra) { return false }
          }
        }
      }
      if case .array(let items) = value {
        if let n = schema.number("minItems"), Double(items.count) < n { return false }
        if let n = schema.number("maxItems"), Double(items.count) > n { return false }
        if let each = schema["items"], !items.allSatisfy({ valid($0, each) }) { return false }
      }
      if case .array(let options)? = schema["oneOf"], options.filter({ valid(value, $0) }).count != 1 { return false }
      if case .array(let options)? = schema["anyOf"], !options.contains(where: { valid(value, $0) }) { return false }
      return true
    }
  }

  static func schema() throws -> Validator {
    Validator(root: try JSONReader.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "docs/kfloop.schema.json".inPackage)))))
  }

  static func json(_ path: String) throws -> JSON {
    try JSONReader.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path.inPackage))), comments: true)
  }

  /// Every kfloop/1 document the project ships or writes.
  static func documents() throws -> [(String, JSON)] {
    var out = [("bouncing-balls.json", try json("docs/examples/bouncing-balls.json"))]
    out.append(("--init", try JSONReader.parse(Array(KfloopTemplate.text.utf8), comments: true)))
    for source in ["docs/examples/loader.css", "docs/examples/BouncingBalls.swift"] {
      let r = cli(["diagnose", source.inPackage, "--emit", "kfloop"])
      out.append((source, try #require(r.json)))
    }
    let balls = try KfloopReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: "docs/examples/bouncing-balls.json".inPackage))))
    out.append(("--write-fixed", Diagnostics.fixed(balls)))
    return out
  }

  @Test("The examples, the --init template and what the readers emit validate; the broken example does not")
  func examplesValidate() throws {
    let v = try Self.schema()
    for (name, doc) in try Self.documents() {
      #expect(v.valid(doc, v.root), "\(name)")
      // …and the reader reads them.
      #expect((try? KfloopReader.read(Array(doc.text().utf8))) != nil, "\(name)")
    }
    #expect(!v.valid(try Self.json("docs/examples/broken-loop.json"), v.root))
  }

  @Test("The schema's lists are the reader's")
  func listsAreTheReaders() throws {
    let v = try Self.schema()
    let root = v.root
    let timeline = v.resolve(root["properties"]?["timelines"]?["items"] ?? .null)
    let keyframes = timeline["properties"]?["tracks"]?["items"]?["properties"]?["keyframes"]?["items"]?.array("oneOf") ?? []
    #expect(keyframes.compactMap { $0["properties"]?["type"]?["const"]?.stringValue } == KfloopTimelineReader.keyframeTypes)
    let modes = timeline["properties"]?["playback"]?["properties"]?["mode"]?.array("enum")?.compactMap(\.stringValue)
    #expect(modes == KfloopTimeline.Mode.allCases.map(\.rawValue))
    let exports = root["properties"]?["export"]?["items"]?["properties"]?["as"]?.array("enum")?.compactMap(\.stringValue)
    #expect(exports == KfloopExportFormat.allCases.map(\.rawValue))
    let cutoffs = root["properties"]?["semantics"]?["properties"]?["springCutoff"]?.array("enum")?.compactMap(\.stringValue)
    #expect(cutoffs == KeyframeSemantics.SpringCutoff.allCases.map(\.rawValue))
    let curves = keyframes.first?["properties"]?["timingCurve"]?.array("anyOf")?.first?.array("enum")?.compactMap(\.stringValue)
    #expect(Set(curves ?? []) == Set(UnitCurve.names.keys))
  }

  @Test("Where the schema refuses a change to a valid file, the reader refuses it too")
  func schemaAndReaderAgree() throws {
    let v = try Self.schema()
    let doc = try Self.json("docs/examples/bouncing-balls.json")
    guard case .object(let top) = doc else { Issue.record("not an object"); return }
    var mutants: [JSON] = []
    // Drop each top-level key; add an unknown one; break a keyframe type.
    for k in top.indices { mutants.append(.object(top.enumerated().filter { $0.offset != k }.map(\.element))) }
    mutants.append(.object(top + [("colour", .string("red"))]))
    let broken = doc.text().replacingOccurrences(of: "\"type\": \"cubic\"", with: "\"type\": \"cubik\"")
    mutants.append(try JSONReader.parse(broken))
    let wrongMode = doc.text().replacingOccurrences(of: "\"mode\": \"repeating\"", with: "\"mode\": \"sometimes\"")
    mutants.append(try JSONReader.parse(wrongMode))
    for m in mutants where !v.valid(m, v.root) {
      #expect((try? KfloopReader.read(Array(m.text().utf8))) == nil, "\(m.objectMembers?.map(\.0) ?? [])")
    }
    #expect(mutants.filter { !v.valid($0, v.root) }.count >= 4)
  }
}
