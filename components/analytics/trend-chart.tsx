'use client';

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { GRID_COLOUR, PRIMARY_COLOUR } from '@/components/charts/palette';
import type { TableRow } from '@/lib/client/csv';

/** Events per UTC day across the range. */
export function TrendChart({ rows }: { rows: TableRow[] }) {
  return (
    <LineChart responsive data={rows} style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
      <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
      <XAxis dataKey="day" tick={{ fontSize: 12 }} tickFormatter={(day: string) => day.slice(5)} minTickGap={24} />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Line type="linear" dataKey="eventCount" name="Events" stroke={PRIMARY_COLOUR} strokeWidth={2} dot={rows.length <= 31} isAnimationActive={false} />
    </LineChart>
  );
}
