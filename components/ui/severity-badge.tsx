import { Badge, type BadgeTone } from './badge';
import { humanizeEnum } from '@/lib/format';

const TONE: Record<string, BadgeTone> = { LOW: 'neutral', MEDIUM: 'warning', HIGH: 'danger', CRITICAL: 'danger' };

/** Severity as a word in a tinted badge (the word carries the meaning, the colour helps). */
export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  if (!severity) return <span>—</span>;
  return (
    <Badge tone={TONE[severity] ?? 'neutral'} className={severity === 'CRITICAL' ? 'font-semibold uppercase' : undefined}>
      {humanizeEnum(severity)}
    </Badge>
  );
}
