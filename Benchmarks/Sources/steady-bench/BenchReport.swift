import Foundation
import Synchronization

/// What a run prints, kept as data as well: `steady-bench --results FILE` writes it as JSON
/// (`make bench` writes Docs/results/bench.json), so that the figures that change from run to
/// run live in a file the docs cite, not in their prose.
///
/// Each table is its title and its rows (a label and the cells as printed, units and all); each
/// goal is its text, the measured figure and the verdict.
enum BenchReport {
    struct Table: Sendable {
        var title: String
        var rows: [(label: String, cells: [String])] = []
    }

    struct Goal: Sendable {
        var goal: String
        var measured: String
        var pass: Bool?
    }

    private struct Run: Sendable {
        var tables: [Table] = []
        var goals: [Goal] = []
    }

    private static let run = Mutex(Run())

    /// Starts a table named `title` (the rows that follow are kept in it); prints nothing.
    static func begin(_ title: String) {
        run.withLock { $0.tables.append(Table(title: title)) }
    }

    /// Prints a row, its label in a column `labelWidth` wide and each cell in one `cellWidth`
    /// wide, and keeps it in the current table.
    static func row(_ label: String, _ cells: [String], labelWidth: Int = 44, cellWidth: Int = 24) {
        print(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
            + cells.map { $0.padding(toLength: cellWidth, withPad: " ", startingAt: 0) }.joined())
        keep(label, cells)
    }

    /// Keeps a row printed in a layout of its own.
    static func keep(_ label: String, _ cells: [String]) {
        let label = label.trimmingCharacters(in: .whitespaces)
        run.withLock { run in
            if run.tables.isEmpty { run.tables.append(Table(title: "")) }
            run.tables[run.tables.count - 1].rows.append((label, cells.map { $0.trimmingCharacters(in: .whitespaces) }))
        }
    }

    /// Prints a goal's verdict (PASS, MISS, or n/a when it could not be measured) and keeps it.
    static func goal(_ text: String, _ measured: String, _ pass: Bool?) {
        let verdict = pass.map { $0 ? "PASS" : "MISS" } ?? "n/a"
        print("  " + verdict.padding(toLength: 6, withPad: " ", startingAt: 0)
            + text.padding(toLength: 58, withPad: " ", startingAt: 0) + measured)
        run.withLock { $0.goals.append(Goal(goal: text, measured: measured, pass: pass)) }
    }

    /// The run as JSON: when and where (with the load average), the command, its tables and its goals.
    static func json(arguments: [String]) -> String {
        let (tables, goals) = run.withLock { ($0.tables, $0.goals) }
        let object: [String: Any] = [
            "date": ISO8601DateFormatter().string(from: Date()),
            "command": (["steady-bench"] + arguments).joined(separator: " "),
            "processors": ProcessInfo.processInfo.activeProcessorCount,
            // Other work on the machine slows the subject and its peers alike, but not equally.
            "loadAverageAtEnd": (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
                .map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "",
            "tables": tables.filter { !$0.rows.isEmpty }.map { table in
                ["title": table.title,
                 "rows": table.rows.map { ["label": $0.label, "cells": $0.cells] as [String: Any] }] as [String: Any]
            },
            "goals": goals.map { goal in
                ["goal": goal.goal, "measured": goal.measured, "pass": goal.pass.map { $0 as Any } ?? NSNull()]
                    as [String: Any]
            },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
