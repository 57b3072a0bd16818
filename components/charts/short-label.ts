/** Axis labels stay on one line; the data table beside each chart has the full text. */
export function shortLabel(value: unknown): string {
  const text = String(value ?? '');
  return text.length > 20 ? `${text.slice(0, 19)}…` : text;
}
