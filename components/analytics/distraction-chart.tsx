'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { GRID_COLOUR, PRIMARY_COLOUR } from '@/components/charts/palette';
import type { TableRow } from '@/lib/client/csv';
import { shortLabel } from '@/components/charts/short-label';

/** Average distraction score (0–100, higher is safer) per group. */
export function DistractionChart({ rows }: { rows: TableRow[] }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={rows}
      style={{ width: '100%', height: rows.length * 26 + 50 }}
      margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
    >
      <CartesianGrid stroke={GRID_COLOUR} horizontal={false} />
      <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="group" width={140} tick={{ fontSize: 12 }} interval={0} tickFormatter={shortLabel} />
      <Tooltip />
      <Bar dataKey="avgDistractionScore" name="Avg. distraction score" fill={PRIMARY_COLOUR} isAnimationActive={false} />
    </BarChart>
  );
}
