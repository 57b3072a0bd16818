'use client';

import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { GRID_COLOUR, PRIMARY_COLOUR } from '@/components/charts/palette';
import type { TableRow } from '@/lib/client/csv';

const LOW_COLOUR = '#D55E00';

/** EV trucks per charge bucket; low-charge buckets in a warning colour (the table says so in words). */
export function ChargeChart({ rows }: { rows: TableRow[] }) {
  return (
    <BarChart responsive data={rows} style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
      <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
      <XAxis dataKey="bucket" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Bar dataKey="trucks" name="EV trucks" isAnimationActive={false}>
        {rows.map((row) => (
          <Cell key={String(row.bucket)} fill={row.low === 'yes' ? LOW_COLOUR : PRIMARY_COLOUR} />
        ))}
      </Bar>
    </BarChart>
  );
}
