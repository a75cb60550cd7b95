// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

/// Adding a platform touches its two files and its name in the list of
/// platforms (docs/platforms.md §3): no other source file may branch on a
/// platform, its engine or its spring forms, since each such branch is a
/// place a new platform would have to be added to (or would silently miss).
@Suite("A platform is branched on in its own files only")
struct PlatformLocalityTests {
  /// The files a platform's name may be a `case` in: its own two files and
  /// the two lists (`PlatformID`'s cases and `platform` switch, curvetool's
  /// `PlatformID.code`).
  static func mayBranch(_ name: String) -> Bool {
    (name.hasPrefix("Platform+") || name.hasSuffix("Code.swift") || name == "PlatformID.swift")
  }

  /// Every id a branch on a platform would name: the platforms', the
  /// engines' and the spring forms'.
  static let ids: Set<String> = Set(
    PlatformID.allCases.map(\.rawValue) + SpringEngine.allCases.map(\.rawValue) + SpringFormID.allCases.map(\.rawValue))

  /// Enum cases declared in the sources (`case css`, `case rebound(…)`):
  /// an id that is also another type's case (an export format, a kfloop
  /// dialect, a decay rule) cannot be told from a platform by its name, so
  /// only the other ids are checked.
  static func declaredCases(_ files: [(name: String, text: String)]) -> Set<String> {
    var names: Set<String> = []
    let declaration = try! Regex(#"^\s*(?:indirect\s+)?case\s+([a-z]\w*(?:\s*(?:\([^)]*\))?\s*(?:=\s*"[^"]*")?\s*,\s*[a-z]\w*)*)"#)
    for file in files where file.name != "PlatformID.swift" {
      for line in file.text.split(separator: "\n") {
        guard let m = line.firstMatch(of: declaration), let list = m.output[1].substring else { continue }
        for part in list.split(separator: ",") {
          let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          names.insert(String(name))
        }
      }
    }
    return names
  }

  /// The ids named as patterns (`case .motion, .popmotion:`) on `line`.
  static func branches(_ line: Substring, on ids: Set<String>) -> [String] {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("case .") else { return [] }
    return trimmed.dropFirst(5).split(separator: ":", maxSplits: 1).first.map { patterns in
      patterns.split(separator: ",").compactMap { p -> String? in
        let name = String(p.trimmingCharacters(in: .whitespaces).dropFirst().prefix { $0.isLetter || $0.isNumber })
        return ids.contains(name) ? name : nil
      }
    } ?? []
  }

  @Test("No source file outside a platform's own files and the list of platforms branches on a platform, engine or form")
  func noBranchesElsewhere() throws {
    let files = try LayoutTests.files(of: ["Curves", "Fit", "curvetool"])
    let checked = Self.ids.subtracting(Self.declaredCases(files))
    // The check has something to hold: most ids are platforms' alone.
    #expect(checked.isSuperset(of: ["motion", "popmotion", "reactNative", "reanimated", "flutter", "uiKitAdditive", "reboundOrigami"]))
    for file in files where !Self.mayBranch(file.name) {
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let named = Self.branches(line, on: checked)
        #expect(named.isEmpty, "\(file.name):\(number + 1) branches on \(named.joined(separator: ", ")): give the platform's file what it needs instead")
      }
    }
  }

  @Test("The check finds a branch on a platform, and tells another type's case from a platform's")
  func checkCanFail() {
    let ids: Set<String> = ["motion", "popmotion", "css"]
    #expect(Self.branches("    case .motion, .popmotion: x", on: ids) == ["motion", "popmotion"])
    #expect(Self.branches("      case .reactNative: \"N\"", on: ["reactNative"]) == ["reactNative"])
    #expect(Self.branches("    case .keyframes: y", on: ids).isEmpty)
    #expect(Self.branches("    let x = .motion", on: ids).isEmpty)
    let declared = Self.declaredCases([("Format.swift", "enum Format {\n  case css, json\n  case rebound(friction: Double)\n}")])
    #expect(declared == ["css", "json", "rebound"])
    #expect(!Self.mayBranch("SpringReport.swift") && Self.mayBranch("Platform+Motion.swift") && Self.mayBranch("MotionCode.swift"))
  }
}
