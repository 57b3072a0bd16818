import { Fragment } from 'react';

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with every case-insensitive occurrence of any of `words` wrapped in <mark>. */
export function Highlight({ text, words }: { text: string | null | undefined; words: readonly string[] }) {
  if (!text) return <>{text ?? ''}</>;
  const useful = words.filter(Boolean);
  if (useful.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${useful.map(escapeRegExp).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-amber-200/80 text-inherit">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The words of a keyword search (whitespace-separated, as the API splits them). */
export function keywordWords(keyword: string): string[] {
  return keyword.trim().split(/\s+/).filter(Boolean);
}
