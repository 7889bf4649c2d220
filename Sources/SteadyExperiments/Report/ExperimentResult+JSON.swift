extension ExperimentResult {
    /// The result as one JSON object (Docs/steady-measure.md, "Experiment"): `scenario`, `seed` and
    /// `approaches` (each `name`, `maxAnchorShift`, `totalAnchorShift`) first, then the extras:
    /// per approach `jumpCount` and `stepShifts`; `source`, `anchor`, `stepAxis`, `steps` (label,
    /// detail, height change distribution) and, last and only when timed, `timing`.
    ///
    /// Shifts are in pt; timings in ms. Everything before `timing` is reproducible for a seed.
    package var jsonText: String {
        typealias J = JSONText
        let approachObjects = approaches.map { approach in
            J.object([
                ("name", J.string(approach.name)),
                ("maxAnchorShift", J.number(approach.maxAnchorShift)),
                ("totalAnchorShift", J.number(approach.totalAnchorShift)),
                ("jumpCount", String(approach.jumpCount)),
                ("stepShifts", J.array(approach.stepShifts.map { J.number($0) })),
            ])
        }
        let stepObjects = steps.map { step in
            var pairs = [("label", J.string(step.label)), ("detail", J.string(step.detail))]
            if let change = step.heightChange {
                pairs.append(("heightChange", J.object([
                    ("rows", String(change.rowCount)),
                    ("min", J.number(change.min)), ("median", J.number(change.median)),
                    ("max", J.number(change.max)), ("mean", J.number(change.mean, decimals: 3)),
                ])))
            }
            return J.object(pairs)
        }
        var pairs: [(String, String)] = [
            ("scenario", J.string(scenario.rawValue)),
            ("seed", String(seed)),
            ("approaches", J.array(approachObjects)),
            ("source", J.string(source)),
            ("anchor", J.string(anchorID)),
            ("stepAxis", J.string(stepAxisTitle)),
            ("steps", J.array(stepObjects)),
        ]
        if let timing {
            pairs.append(("timing", J.object([
                ("unit", J.string("ms")),
                ("rows", J.array(timing.map { String($0.rowCount) })),
                ("fromScratch", J.array(timing.map { J.number($0.fromScratchMilliseconds, decimals: 3) })),
                ("fromPrepared", J.array(timing.map { J.number($0.fromPreparedMilliseconds, decimals: 3) })),
                ("heightsAgree", timing.allSatisfy(\.heightsAgree) ? "true" : "false"),
            ])))
        }
        return J.object(pairs)
    }
}
