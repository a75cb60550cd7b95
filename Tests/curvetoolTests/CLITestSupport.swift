// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

@testable import curvetool

/// The result of one in-process command line.
struct CLIResult {
  var code: Int32
  var out: String
  var err: String

  /// Standard output parsed as JSON (with the exact reader: Foundation's
  /// JSONSerialization on Linux does not round numbers correctly).
  var json: JSON? { try? JSONReader.parse(out) }
}

/// Runs `curvetool` in process with captured streams, no terminal, fixed
/// width and NO_COLOR set.
func cli(_ args: [String], width: Int = 80, stdin: String = "") -> CLIResult {
  let io = CommandIO.captured(width: width, stdin: Array(stdin.utf8))
  let code = CurveTool.run(args, io: io)
  return CLIResult(code: code, out: io.stdout.text, err: io.stderr.text)
}

/// Runs `curvetool` in process as if on a colour terminal.
func cliOnTerminal(_ args: [String], environment: [String: String] = [:]) -> CLIResult {
  var io = CommandIO.captured(width: 80, environment: environment)
  io.stdoutIsTerminal = true
  let code = CurveTool.run(args, io: io)
  return CLIResult(code: code, out: io.stdout.text, err: io.stderr.text)
}

extension JSON {
  func number(_ key: String) -> Double? { self[key]?.doubleValue }
  func object(_ key: String) -> JSON? { self[key] }
  func string(_ key: String) -> String? { self[key]?.stringValue }
  func numbers(_ key: String) -> [Double]? { self[key]?.arrayValue?.compactMap(\.doubleValue) }
  func array(_ key: String) -> [JSON]? { self[key]?.arrayValue }
}
