// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit
import Foundation
import Testing

@testable import curvetool

/// A sample file holds at most one command's sample budget
/// (`WorkBudget.maxSamples`, docs/cli.md §Limits): every reader stops at the
/// first sample past it, before the fit that would need about 100 bytes a
/// sample is attempted.
@Suite("Sample files past the sample budget")
struct SampleBudgetTests {
  static func file(_ name: String, _ text: String) throws -> String {
    let path = Scratch.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func refusal(_ path: String) -> String? {
    do {
      _ = try SampleFile.read(path, io: .captured(), fps: 60)
      return nil
    } catch {
      return error.message
    }
  }

  static let budget = WorkBudget.maxSamples
  static let message = "more than \(WorkBudget.grouped(budget)) samples, the budget of one command"

  @Test("Rows: the budget is read; one row more is refused at its line, read whole too", .exhaustiveTier)
  func rows() throws {
    // A values column, two bytes a row: the budget's worth of rows.
    let path = try Self.file("values.txt", String(repeating: "0\n", count: Self.budget))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try SampleFile.read(path, io: .captured(), fps: 60).samples.y.count == Self.budget)
    // Read whole, as standard input's JSON and pasted code are.
    let whole = Array(String(repeating: "0\n", count: Self.budget + 1).utf8)
    do {
      _ = try SampleFile.parse(whole, fps: 60)
      Issue.record("\(Self.budget + 1) rows were read")
    } catch {
      #expect(error.message == "line \(Self.budget + 1): " + Self.message + "; use part of the file, or every k-th row")
    }
  }

  @Test("JSON: a streamed array is refused once it holds one number past the budget, and one read whole", .exhaustiveTier)
  func json() throws {
    let text = "[" + String(repeating: "0,", count: Self.budget) + "0]"
    let values = try Self.file("values.json", text)
    defer { try? FileManager.default.removeItem(atPath: values) }
    #expect(Self.refusal(values)?.hasPrefix(Self.message) == true)
    // Read whole, as JSON is when the stream gives up on it.
    do {
      _ = try SampleFile.parse(Array(text.utf8), fps: 60)
      Issue.record("\(Self.budget + 1) numbers were read")
    } catch {
      #expect(error.message.hasPrefix(Self.message))
    }
  }

  @Test("fit stops reading rows at the first past the budget: exit 65, the refusal on one line", .exhaustiveTier)
  func command() throws {
    let path = try Self.file("over.txt", String(repeating: "0\n", count: Self.budget + 1))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let io = CommandIO.captured()
    #expect(CurveTool.run(["fit", path], io: io) == 65)
    #expect(io.stderr.text.hasPrefix("Error: line \(Self.budget + 1): " + Self.message + "; use part of the file"), "\(io.stderr.text)")
    #expect(io.stdout.text.isEmpty)
  }
}
