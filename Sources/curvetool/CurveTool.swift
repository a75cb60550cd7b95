// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// `curvetool`: analyse, convert, fit and export easing and spring curves.
@main
enum CurveTool {
  /// The version `--version` prints.
  static let version = Version.current

  /// Every subcommand, in the order help lists them.
  static let commands: [any Command.Type] = [
    BounceCommand.self,
    SpringCommand.self,
    BezierCommand.self,
    SampleCommand.self,
    AnalyzeCommand.self,
    ExportCommand.self,
    PlotCommand.self,
    FitCommand.self,
    ConvertCommand.self,
    PresetsCommand.self,
    DiagnoseCommand.self,
    LottieCommand.self,
    BenchCommand.self,
  ]

  static let rootSpec = CommandSpec(
    name: "curvetool",
    abstract: "Analyse, convert, fit and export easing and spring curves.",
    discussion: """
      Exact numbers for bounces, springs and cubic Béziers, in every platform's \
      terms: settle times, overshoot, keyframe values, and why keyframe loops \
      drift out of sync.
      """,
    subcommands: commands.map { $0.spec })

  static func main() {
    TemporaryFiles.installSignalHandlers()
    let io = CommandIO.process(environment: ProcessInfo.processInfo.environment)
    let code = run(Array(CommandLine.arguments.dropFirst()), io: io)
    io.stdout.flush()
    io.stderr.flush()
    exit(code)
  }

  /// Runs one command line and returns the exit code; all output goes to
  /// `io`. Pure apart from `io` and files named on the command line.
  static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Parser.parse(arguments, root: rootSpec, isCurve: { (try? CurveInput.parse($0)) != nil })
    } catch {
      reportUsage(error, path: attemptedPath(arguments), io: io)
      return ExitCode.usage
    }
    switch invocation {
    case .help(let path):
      io.stdout.write(HelpFormatter.help(root: rootSpec, path: path, width: io.width))
      return flushed(io)
    case .version:
      io.stdout.write(version + "\n")
      return flushed(io)
    case .run(let parsed):
      guard let type = commands.first(where: { [$0.spec.name] == parsed.command }) else {
        io.stderr.writeLine("Error: no command '\(parsed.command.joined(separator: " "))'")
        return ExitCode.usage
      }
      let command: any Command
      do {
        command = try type.init(parsed)
      } catch {
        reportUsage(error, path: parsed.command, io: io)
        return ExitCode.usage
      }
      for note in SecondsCheck.notes(parsed) { parsed.notes.add(note) }
      for note in parsed.notes.lines { io.stderr.writeLine("warning: \(note)") }
      do {
        try command.run(io)
      } catch {
        io.stderr.writeLine("Error: \(error.message)")
        if let hint = error.hint { io.stderr.writeLine("Hint: \(hint)") }
        io.stderr.writeLine("  See '\(([rootSpec.name] + parsed.command).joined(separator: " ")) --help' for more information.")
        io.stdout.flush()
        return error.exitCode
      }
      return flushed(io)
    }
  }

  /// 0, or 74 when standard output could not be written.
  private static func flushed(_ io: CommandIO) -> Int32 {
    if let failure = io.stdout.flush() {
      io.stderr.writeLine("Error: cannot write standard output: \(String(cString: strerror(failure)))")
      return ExitCode.ioError
    }
    return ExitCode.success
  }

  /// `Error: …`, the usage of the command, and where to find help.
  static func reportUsage(_ error: UsageError, path: [String], io: CommandIO) {
    let name = ([rootSpec.name] + path).joined(separator: " ")
    io.stderr.writeLine("Error: \(error.message)")
    for line in error.context { io.stderr.writeLine(line) }
    io.stderr.write(HelpFormatter.usage(root: rootSpec, path: path, width: io.width, prefix: "Usage: ") + "\n")
    io.stderr.writeLine("  See '\(name) --help' for more information.")
  }

  /// The subcommand names at the start of `arguments` that exist, for the
  /// usage line of an error.
  private static func attemptedPath(_ arguments: [String]) -> [String] {
    var path: [String] = []
    var current = rootSpec
    for token in arguments {
      guard let sub = current.subcommand(named: token) else { break }
      path.append(sub.name)
      current = sub
    }
    return path
  }
}
