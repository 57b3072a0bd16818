'use client';

import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { humanizeEnum } from '@/lib/format';
import { EventFacts } from './event-facts';
import { EventVideo } from './event-video';
import { useReviewKeys } from './use-review-keys';

function Kbd({ children }: { children: string }) {
  return <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-[11px] text-slate-700">{children}</kbd>;
}

/**
 * The event under review: video, facts, and previous/next. A side panel from `lg` up and a
 * full-width sheet below it. Loaded only by the events pages (next/dynamic), so its code
 * stays off every other page.
 */
export default function EventPanel({
  event,
  position,
  onNext,
  onPrevious,
  onClose,
}: {
  event: DmsEvent;
  /** e.g. "3 of 20 on this page" */
  position?: string;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useReviewKeys({ onNext, onPrevious, onClose });
  // Move focus into the panel when it opens, so screen readers announce the event.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [event.id]);

  return (
    <aside
      aria-labelledby="event-panel-title"
      className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white lg:inset-y-0 lg:right-0 lg:left-auto lg:w-[480px] lg:border-l lg:border-slate-200 lg:shadow-xl"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <div className="min-w-0">
          <h2 id="event-panel-title" ref={headingRef} tabIndex={-1} className="truncate text-lg font-semibold outline-none">
            {humanizeEnum(event.type)} <span className="font-normal text-slate-500">#{event.id ?? '—'}</span>
          </h2>
          {position && <p className="text-xs text-slate-500">{position}</p>}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button size="icon" variant="ghost" onClick={onPrevious} aria-label="Previous event (k)" title="Previous event (k or ↑)">
            <ChevronUp aria-hidden className="h-4 w-4" />
          </Button>
          <Button size="icon" variant="ghost" onClick={onNext} aria-label="Next event (j)" title="Next event (j or ↓)">
            <ChevronDown aria-hidden className="h-4 w-4" />
          </Button>
          <Button size="icon" variant="ghost" onClick={onClose} aria-label="Close event panel" title="Close (Esc)">
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>
      <div className="space-y-4 p-4">
        {event.id != null && <EventVideo key={event.id} eventId={event.id} media={event.media} />}
        <EventFacts event={event} />
        <p className="hidden text-xs text-slate-500 sm:block">
          <Kbd>j</Kbd>/<Kbd>↓</Kbd> next · <Kbd>k</Kbd>/<Kbd>↑</Kbd> previous · <Kbd>Esc</Kbd> close
        </p>
      </div>
    </aside>
  );
}
