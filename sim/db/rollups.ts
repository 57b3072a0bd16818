// Rollups of the DMS events, so reports and scores over a day range need not scan a million
// events. Built in bulk after seeding, then kept exact by triggers on dms_events (any INSERT,
// UPDATE or DELETE, whoever runs it), in the same transaction as the change.
//   dms_day_counts     (day, type, severity) → events: totals, groupBy=type|day, type/severity-only counts
//   dms_day_drivers    (day, driver) → events: which drivers had events on a day (groupBy=day)
//   dms_combos         every (driver, truck, tag set) that has events
//   dms_combo_running  (combo, day) → RUNNING totals up to and including that day: a range is
//                      "last row before the day after `to`" minus "last row before `from`",
//                      two index seeks per combo instead of one row per event.
// An event's day is the first 10 characters of occurred_at; for canonical instants
// (YYYY-MM-DDTHH:MM:SS.sssZ) "from ≤ day < to+1" selects exactly what the instant bounds
// select. Anything else (or an unknown type/severity) marks the rollups irregular and every
// reader falls back to the exact scan.
import type Database from 'better-sqlite3';
import { DMS_EVENT_TYPES, SEVERITIES } from '../../lib/fleet-api/enums';
import { scoreWeights } from './driver-scores';

const typeColumn = (type: string) => `t_${type.toLowerCase()}`;
const severityColumn = (severity: string) => `s_${severity.toLowerCase()}`;
export const TYPE_COLUMNS = DMS_EVENT_TYPES.map((t) => [t, typeColumn(t)] as const);
export const SEVERITY_COLUMNS = SEVERITIES.map((s) => [s, severityColumn(s)] as const);

/** Measure column → its value for one event (columns prefixed by `ref`). */
function measures(ref: string): [string, string][] {
  const w = scoreWeights(ref);
  return [
    ['n', '1'],
    ...TYPE_COLUMNS.map(([t, c]): [string, string] => [c, `(${ref}type = '${t}')`]),
    ...SEVERITY_COLUMNS.map(([s, c]): [string, string] => [c, `(${ref}severity = '${s}')`]),
    ['distraction_w', w.distraction_w],
    ['speeding_w', w.speeding_w],
    ['harsh_w', w.harsh_w],
  ];
}
export const MEASURE_COLUMNS = measures('').map(([c]) => c);

const DIGITS = (n: number) => '[0-9]'.repeat(n);
const CANONICAL_INSTANT = `${DIGITS(4)}-${DIGITS(2)}-${DIGITS(2)}T${DIGITS(2)}:${DIGITS(2)}:${DIGITS(2)}.${DIGITS(3)}Z`;
const quoted = (items: readonly string[]) => items.map((i) => `'${i}'`).join(', ');
const regular = (ref: string) =>
  `(${ref}occurred_at GLOB '${CANONICAL_INSTANT}' AND ${ref}type IN (${quoted(DMS_EVENT_TYPES)}) AND ${ref}severity IN (${quoted(SEVERITIES)}))`;
const dayOf = (ref: string) => `substr(${ref}occurred_at, 1, 10)`;

const TABLES = `
CREATE TABLE dms_rollup_state (id INTEGER PRIMARY KEY CHECK (id = 1), irregular INTEGER NOT NULL);
CREATE TABLE dms_day_counts (day TEXT NOT NULL, type TEXT NOT NULL, severity TEXT NOT NULL, n INTEGER NOT NULL,
  PRIMARY KEY (day, type, severity)) WITHOUT ROWID;
CREATE TABLE dms_day_drivers (day TEXT NOT NULL, driver_id INTEGER NOT NULL, n INTEGER NOT NULL,
  PRIMARY KEY (day, driver_id)) WITHOUT ROWID;
CREATE TABLE dms_combos (id INTEGER PRIMARY KEY, driver_id INTEGER NOT NULL, truck_id INTEGER NOT NULL,
  tag_set_id INTEGER NOT NULL, UNIQUE (driver_id, truck_id, tag_set_id));
CREATE TABLE dms_combo_running (combo_id INTEGER NOT NULL, day TEXT NOT NULL,
  ${MEASURE_COLUMNS.map((c) => `${c} INTEGER NOT NULL`).join(', ')},
  PRIMARY KEY (combo_id, day)) WITHOUT ROWID;
`;

const comboOf = (ref: string) =>
  `(SELECT id FROM dms_combos WHERE driver_id = ${ref}driver_id AND truck_id = ${ref}truck_id AND tag_set_id = ${ref}tag_set_id)`;

/** Trigger statements that add (sign 1) or remove (sign -1) the event `ref` (NEW / OLD). */
function applyEvent(ref: 'NEW.' | 'OLD.', sign: 1 | -1): string {
  const day = dayOf(ref);
  return `
  UPDATE dms_rollup_state SET irregular = 1 WHERE NOT ${regular(ref)};
  INSERT INTO dms_day_counts (day, type, severity, n) VALUES (${day}, ${ref}type, ${ref}severity, ${sign})
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO dms_day_drivers (day, driver_id, n) VALUES (${day}, ${ref}driver_id, ${sign})
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO dms_combos (driver_id, truck_id, tag_set_id) VALUES (${ref}driver_id, ${ref}truck_id, ${ref}tag_set_id)
    ON CONFLICT DO NOTHING;
  -- a day without a row yet starts from the running totals of the combo's previous day
  INSERT INTO dms_combo_running (combo_id, day, ${MEASURE_COLUMNS.join(', ')})
    SELECT c.id, ${day}, ${MEASURE_COLUMNS.map((m) => `IFNULL(p.${m}, 0)`).join(', ')}
    FROM dms_combos c LEFT JOIN dms_combo_running p ON p.combo_id = c.id
      AND p.day = (SELECT MAX(r.day) FROM dms_combo_running r WHERE r.combo_id = c.id AND r.day < ${day})
    WHERE c.id = ${comboOf(ref)}
    ON CONFLICT DO NOTHING;
  UPDATE dms_combo_running SET ${measures(ref).map(([m, v]) => `${m} = ${m} + ${sign} * (${v})`).join(', ')}
    WHERE combo_id = ${comboOf(ref)} AND day >= ${day};`;
}

const TRIGGERS = `
CREATE TRIGGER dms_rollup_insert AFTER INSERT ON dms_events BEGIN ${applyEvent('NEW.', 1)}
END;
CREATE TRIGGER dms_rollup_delete AFTER DELETE ON dms_events BEGIN ${applyEvent('OLD.', -1)}
END;
CREATE TRIGGER dms_rollup_update AFTER UPDATE OF type, severity, occurred_at, driver_id, truck_id, tag_set_id, speed_kph
ON dms_events BEGIN ${applyEvent('OLD.', -1)} ${applyEvent('NEW.', 1)}
END;
`;

const EVENTS = 'dms_events INDEXED BY dms_events_occurred_at';
/**
 * Fills the rollups from the events in a few grouped scans (faster than a trigger per seeded
 * event). The scans read the covering time index (schema.ts; built with the seed): left alone,
 * the planner walks dms_events_driver and fetches every row, about twice as slow.
 */
const BUILD = `
INSERT INTO dms_rollup_state (id, irregular) VALUES (1, EXISTS (SELECT 1 FROM ${EVENTS} WHERE NOT ${regular('')}));
INSERT INTO dms_day_counts (day, type, severity, n) SELECT ${dayOf('')}, type, severity, COUNT(*) FROM ${EVENTS} GROUP BY 1, 2, 3;
CREATE TEMP TABLE dms_combo_days AS
  SELECT driver_id, truck_id, tag_set_id, ${dayOf('')} AS day, ${measures('').map(([m, v]) => `SUM(${v}) AS ${m}`).join(', ')}
  FROM ${EVENTS} GROUP BY 1, 2, 3, 4;
INSERT INTO dms_day_drivers (day, driver_id, n) SELECT day, driver_id, SUM(n) FROM temp.dms_combo_days GROUP BY 1, 2;
INSERT INTO dms_combos (driver_id, truck_id, tag_set_id) SELECT DISTINCT driver_id, truck_id, tag_set_id FROM temp.dms_combo_days ORDER BY 1, 2, 3;
INSERT INTO dms_combo_running (combo_id, day, ${MEASURE_COLUMNS.join(', ')})
  SELECT c.id, d.day, ${MEASURE_COLUMNS.map((m) => `SUM(d.${m}) OVER running`).join(', ')}
  FROM temp.dms_combo_days d JOIN dms_combos c USING (driver_id, truck_id, tag_set_id)
  WINDOW running AS (PARTITION BY c.id ORDER BY d.day ROWS UNBOUNDED PRECEDING);
DROP TABLE temp.dms_combo_days;
`;

const hasRollups = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dms_rollup_state'").get() !== undefined;

/** Creates and fills the rollups unless they exist (a database file seeded before they did). */
export function ensureRollups(db: Database.Database) {
  // INSERT OR REPLACE deletes the row it replaces; only with this set does that fire the delete trigger.
  db.pragma('recursive_triggers = ON');
  if (hasRollups(db)) return;
  db.transaction(() => {
    db.exec(TABLES);
    db.exec(BUILD);
    db.exec(TRIGGERS);
  })();
}

/** Whether readers may answer from the rollups (they exist and every event is regular). */
export function rollupsUsable(db: Database.Database): boolean {
  return hasRollups(db) && db.prepare('SELECT irregular FROM dms_rollup_state WHERE id = 1').pluck().get() === 0;
}
