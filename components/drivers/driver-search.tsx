'use client';

import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 250;

/**
 * The keyword box: typing stays instant (local state); the search itself runs 250 ms after
 * the last keystroke. A keyword changed elsewhere (back/forward) shows up in the box.
 */
export function DriverSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  const sent = useRef(keyword);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // Follow the URL when it changes for another reason than our own typing.
  useEffect(() => {
    if (keyword !== sent.current) {
      sent.current = keyword;
      setText(keyword);
    }
  }, [keyword]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latestOnSearch.current(text.trim());
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" className="relative w-full sm:w-80">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <Input
        type="search"
        aria-label="Search drivers"
        placeholder="Search name, e-mail or username"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            setText('');
          }
        }}
        className="pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-700"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
