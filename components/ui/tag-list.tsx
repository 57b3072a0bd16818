import { dash } from '@/lib/format';
import { Badge } from './badge';

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
