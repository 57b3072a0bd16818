import { Badge, type BadgeTone } from '@/components/ui/badge';
import { dash, humanizeEnum } from '@/lib/format';

const STATUS_TONES: Record<string, BadgeTone> = { ACTIVE: 'success', INACTIVE: 'neutral', SUSPENDED: 'danger' };

export function DriverStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{dash(status)}</>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{humanizeEnum(status)}</Badge>;
}
