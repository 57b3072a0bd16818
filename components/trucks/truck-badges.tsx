import { Badge, type BadgeTone } from '@/components/ui/badge';
import { dash, humanizeEnum } from '@/lib/format';

const STATUS_TONES: Record<string, BadgeTone> = { ACTIVE: 'success', IN_SHOP: 'warning', OUT_OF_SERVICE: 'danger' };

export function TruckStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{dash(status)}</>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{humanizeEnum(status)}</Badge>;
}
