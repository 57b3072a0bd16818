import { Badge, type BadgeTone } from '@/components/ui/badge';
import { dash, humanizeEnum } from '@/lib/format';

const STATUS_TONES: Record<string, BadgeTone> = { ACTIVE: 'success', IN_SHOP: 'warning', OUT_OF_SERVICE: 'danger' };

export function TruckStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{dash(status)}</>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{humanizeEnum(status)}</Badge>;
}

/** Tags as small grey badges ("—" when there are none). */
export function TagList({ tags }: { tags: readonly string[] | null | undefined }) {
  if (!tags?.length) return <>{dash(null)}</>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {tags.map((t) => (
        <Badge key={t}>{t}</Badge>
      ))}
    </span>
  );
}
