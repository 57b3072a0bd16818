import { dash } from '@/lib/format';
import { Badge } from './badge';

/** Tags as small grey badges ("—" when there are none). */
/** `wrap={false}` keeps a table row one line high. */
export function TagList({ tags, wrap = true }: { tags: readonly string[] | null | undefined; wrap?: boolean }) {
  if (!tags?.length) return <>{dash(null)}</>;
  return (
    <span className={`inline-flex gap-1 ${wrap ? 'flex-wrap' : ''}`}>
      {tags.map((t) => (
        <Badge key={t}>{t}</Badge>
      ))}
    </span>
  );
}
