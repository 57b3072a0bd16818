'use client';

import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { downloadText, tableToCsv, type TableColumn, type TableRow } from '@/lib/client/csv';

/**
 * A chart with what makes it usable without seeing it: a data table (inside <details>, for
 * screen readers and exact numbers) and a CSV download of the same rows.
 */
export function ChartCard({
  title,
  description,
  note,
  columns,
  rows,
  filename,
  children,
}: {
  title: string;
  description?: ReactNode;
  note?: ReactNode;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  filename: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0" role="region" aria-label={title}>
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button size="sm" onClick={() => downloadText(filename, tableToCsv(columns, rows))} disabled={rows.length === 0}>
            <Download aria-hidden className="h-4 w-4" /> CSV
          </Button>
        }
      />
      <CardBody className="space-y-3">
        {note && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>}
        {/* The picture is decorative next to the table below; the table carries the numbers. */}
        <div aria-hidden="true">{children}</div>
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 select-none">Show data table</summary>
          <div className="mt-2 max-h-96 overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm" aria-label={`${title}: data`}>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap text-slate-700">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    {columns.map((c, j) =>
                      j === 0 ? (
                        <th key={c.key} scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                          {row[c.key] ?? '—'}
                        </th>
                      ) : (
                        <td key={c.key} className="px-3 py-1.5 tabular-nums">
                          {row[c.key] ?? '—'}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardBody>
    </Card>
  );
}
