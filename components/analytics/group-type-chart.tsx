'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { EVENT_TYPE_COLOURS, GRID_COLOUR } from '@/components/charts/palette';
import type { TableRow } from '@/lib/client/csv';
import { shortLabel } from '@/components/charts/short-label';
import { DMS_EVENT_TYPES } from '@/lib/fleet-api/enums';
import { humanizeEnum } from '@/lib/format';

/** Horizontal stacked bars: one bar per group, one segment per event type. */
export function GroupTypeChart({ rows }: { rows: TableRow[] }) {
  const present = DMS_EVENT_TYPES.filter((type) => rows.some((r) => Number(r[type]) > 0));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={rows}
      style={{ width: '100%', height: rows.length * 30 + 90 }}
      margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
    >
      <CartesianGrid stroke={GRID_COLOUR} horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="group" width={140} tick={{ fontSize: 12 }} interval={0} tickFormatter={shortLabel} />
      <Tooltip />
      {/* Legend text in body colour: the series colours are too light for small text. */}
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value: string) => <span style={{ color: '#334155' }}>{value}</span>} />
      {present.map((type) => (
        <Bar key={type} dataKey={type} name={humanizeEnum(type)} stackId="type" fill={EVENT_TYPE_COLOURS[type]} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
