// Display formatting shared by every page. Missing values render as "—" (ARCHITECTURE.md).
export const DASH = '—';

/** The value as text, or "—" for null/undefined/empty string. */
export function dash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? DASH : String(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** `1234.5` → "1,234.5" (en-US grouping, at most `maximumFractionDigits` decimals); "—" if missing. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const key = String(maximumFractionDigits);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('en-US', { maximumFractionDigits })));
  return format.format(value);
}

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * An instant in the viewer's time zone (or `timeZone`), e.g. "Nov 22, 2026, 14:05".
 * Pair with `utcTitle(iso)` as the element's title so the exact UTC instant is one hover away.
 */
export function formatDateTime(iso: string | null | undefined, { timeZone }: { timeZone?: string } = {}): string {
  const d = toDate(iso);
  if (!d) return iso ? iso : DASH;
  return d.toLocaleString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** "2026-11-22 14:05:09 UTC": the exact instant, for a `title` attribute. */
export function utcTitle(iso: string | null | undefined): string | undefined {
  const d = toDate(iso);
  return d ? `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC` : undefined;
}

/** A calendar day `YYYY-MM-DD` (a UTC day, contract §4) as "Nov 22, 2026"; no zone shift. */
export function formatDate(day: string | null | undefined): string {
  if (!day) return DASH;
  const d = toDate(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  if (!d) return day;
  return d.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** "ACTIVE" / "OUT_OF_SERVICE" → "Active" / "Out of service". */
export function humanizeEnum(value: string | null | undefined): string {
  if (!value) return DASH;
  const words = value.toLowerCase().split('_');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}
