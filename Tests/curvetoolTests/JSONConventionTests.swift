// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// docs/json.md, checked mechanically over every command's JSON: each
/// document starts with its schema and the tool, keys are camelCase,
/// sampled data is `times`/`values`/`velocities` (`keyTimes`), every
/// `analysis` object has the one shape, and platform keys are registry ids.
@Suite("JSON convention")
struct JSONConventionTests {
  static let samples: String = {
    let path = Scratch.path("convention.csv")
    let s = Spring(duration: 0.4, bounce: 0.3)
    let rows = (0..<200).map { k in "\(Double(k) / 100),\(s.value(at: Double(k) / 100))" }
    try? ("t,value\n" + rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }()

  /// Every command, over a matrix of inputs, with `--format json`.
  static let runs: [(command: String, args: [String])] = [
    ("bounce", ["bounce", "--bounces", "2"]),
    ("bounce", ["bounce", "--bounces", "3", "--compat", "skbounce", "--shake"]),
    ("spring", ["spring", ".bouncy"]),
    ("spring", ["spring", "--stiffness", "300", "--damping", "40", "--engine", "reactSpring"]),
    ("spring", ["spring", "SpringForce(1500, 0.5)", "--engine", "android", "--velocity", "3"]),
    ("bezier", ["bezier", "ease-in-out"]),
    ("bezier", ["bezier", "0.68", "-0.55", "0.27", "1.55", "--at", "0.25,0.5"]),
    ("sample", ["sample", ".bouncy", "--count", "5"]),
    ("sample", ["sample", "bounce(bounces: 2)", "--count", "5"]),
    ("analyze", ["analyze", ".snappy"]),
    ("analyze", ["analyze", "ease-out", "steps(4)"]),
    ("export", ["export", ".bouncy"]),
    ("export", ["export", "ease-in", "--fps", "30"]),
    ("fit", ["fit", samples]),
    ("fit", ["fit", samples, "--model", "spring"]),
    ("convert", ["convert", ".bouncy"]),
    ("convert", ["convert", "ease-in-out", "--as", "reactSpring"]),
    ("presets", ["presets", "--kind", "spring"]),
    ("diagnose", ["diagnose", "docs/examples/bouncing-balls.json".inPackage]),
    ("lottie", ["lottie", "docs/examples/loader.lottie.json".inPackage]),
    ("lottie-bake", ["lottie", "docs/examples/bounce.lottie.json".inPackage, "--bake", "-o", "/dev/null"]),
    ("bench", ["bench", "--filter", "skbounce.values", "--repetitions", "1"]),
  ]

  /// Objects whose keys are data the user named (key paths), not field names.
  static let dataKeyed: Set<String> = ["tracks"]

  static func isCamelCase(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII }
  }

  /// Every problem in one document.
  static func problems(_ json: JSON, path: String = "") -> [String] {
    var out: [String] = []
    switch json {
    case .object(let members):
      for (key, value) in members {
        let here = path.isEmpty ? key : "\(path).\(key)"
        if !dataKeyed.contains(path.split(separator: ".").last.map(String.init) ?? ""), !isCamelCase(key) {
          out.append("\(here): not camelCase")
        }
        // Sampled data has one set of names.
        if ["t", "time", "value", "velocity", "x", "y", "samples"].contains(key), case .array(let items) = value, items.count > 1,
          items.allSatisfy({ $0.doubleValue != nil })
        {
          out.append("\(here): sampled data must be times, values or velocities")
        }
        // Two times end a motion, each with one name (docs/json.md §4).
        if ["finishTime", "settle", "settledAt", "settlingTime", "stopTime"].contains(key) || (key == "done" && value.doubleValue != nil) {
          out.append("\(here): an end time is settleTime or doneTime")
        }
        if key == "analysis", case .object(let a) = value, a.map(\.0) != AnalysisJSON.keys {
          out.append("\(here): analysis keys \(a.map(\.0)), expected \(AnalysisJSON.keys)")
        }
        if key == "platforms", case .object(let p) = value {
          for (id, _) in p where PlatformID(rawValue: id) == nil { out.append("\(here).\(id): not a registry id") }
        }
        if key == "done", case .object(let p) = value {
          // Engines, and the platforms whose done rule is not an engine (Compose's estimate).
          for (id, _) in p where SpringEngine(rawValue: id) == nil && PlatformID(rawValue: id) == nil {
            out.append("\(here).\(id): not an engine or platform id")
          }
        }
        out += problems(value, path: here)
      }
    case .array(let items):
      for (i, item) in items.enumerated() { out += problems(item, path: "\(path)[\(i)]") }
    default: break
    }
    return out
  }

  @Test("Every command's JSON: schema and tool first, camelCase keys, one name per sampled array, one analysis shape", arguments: runs.indices)
  func convention(_ k: Int) throws {
    let (command, args) = Self.runs[k]
    let r = cli(args + ["--format", "json"])
    #expect(r.code == 0, "\(args): \(r.err)")
    let json = try JSONReader.parse(r.out)
    // Several curves give an array of documents.
    let documents = json.arrayValue ?? [json]
    for doc in documents {
      guard case .object(let members) = doc else {
        Issue.record("\(args): a document is not an object")
        continue
      }
      let schema = try #require(JSONSchema(rawValue: command))
      #expect(members.first?.0 == "schema" && members.first?.1.stringValue == schema.id, "\(args)")
      #expect(members.dropFirst().first?.0 == "tool" && members.dropFirst().first?.1.stringValue == JSONSchema.tool, "\(args)")
      let found = Self.problems(doc)
      #expect(found.isEmpty, "\(args): \(found.prefix(5))")
    }
  }

  @Test("Every command that writes JSON is in the matrix, and CSV headers follow one rule: t, then the JSON names in the singular, units where not seconds")
  func coverage() {
    #expect(Set(Self.runs.map(\.command)) == Set(JSONSchema.allCases.map(\.rawValue)))
    let csvs = [
      cli(["sample", ".bouncy", "--count", "3", "--format", "csv"]).out, cli(["spring", ".bouncy", "--format", "csv"]).out,
      cli(["bezier", "ease", "--count", "3", "--format", "csv"]).out, cli(["export", "ease", "--format", "csv"]).out,
      cli(["bounce", "--format", "csv"]).out,
    ]
    for csv in csvs {
      let header = csv.split(separator: "\n").first.map(String.init) ?? ""
      let columns = header.split(separator: ",").map(String.init)
      let names = Set(SampledData.allCases.map(\.csvName))
      #expect(columns.first == "t" && columns.allSatisfy { names.contains($0) }, "\(header)")
    }
  }

  @Test("A rule that is broken is found: snake_case, t arrays, a second analysis shape, an unknown platform key, a third name for an end time")
  func checkerFinds() throws {
    let bad = try JSONReader.parse(
      #"{"max_error": 1, "t": [0, 1], "analysis": {"settleTime": 1}, "platforms": {"framer": {}}, "finishTime": 1}"#)
    #expect(Self.problems(bad).count == 5)
  }
}
