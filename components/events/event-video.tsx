'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Media } from '@/lib/fleet-api/schemas/safety';
import { dmsEventQueryOptions } from '@/lib/queries/dms-events';

type Status = 'ready' | 'refreshing' | 'failed';

function firstVideo(media: readonly Media[] | null | undefined): Media | undefined {
  return media?.find((m) => m.url && (m.kind ?? 'video') === 'video');
}

function isExpired(media: Media | undefined): boolean {
  const expires = media?.expiresAt ? Date.parse(media.expiresAt) : NaN;
  return Number.isFinite(expires) && expires <= Date.now();
}

/**
 * The event's clip in a native player (seeking via HTTP Range, served by the media host).
 * The signed URL is used exactly as given. When it fails (typically an expired signature →
 * 403), the event is read afresh and the new URL tried once; a second failure is shown.
 * Mount with `key={eventId}` so each event starts clean.
 */
export function EventVideo({ eventId, media }: { eventId: number; media: readonly Media[] | null | undefined }) {
  const queryClient = useQueryClient();
  const initial = firstVideo(media);
  const [src, setSrc] = useState(initial?.url ?? undefined);
  const [status, setStatus] = useState<Status>(isExpired(initial) ? 'refreshing' : 'ready');
  const refreshed = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  async function refresh() {
    refreshed.current = true;
    setStatus('refreshing');
    try {
      const fresh = firstVideo((await queryClient.fetchQuery(dmsEventQueryOptions(eventId)))?.media);
      if (!fresh?.url) throw new Error('no video on the event any more');
      setSrc(fresh.url);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }

  // Native listener, and a look at `error` once mounted: a fast 403 can fail the element
  // before a React handler would see it.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || status !== 'ready') return;
    const onMediaError = () => {
      if (!refreshed.current) void refresh();
      else setStatus('failed');
    };
    if (video.error) onMediaError();
    video.addEventListener('error', onMediaError);
    return () => video.removeEventListener('error', onMediaError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, status]);

  // A link already past its expiry is not worth a failed request: fetch a fresh one first.
  useEffect(() => {
    if (status === 'refreshing' && !refreshed.current) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!initial) return <p className="rounded-md bg-slate-100 px-3 py-6 text-center text-sm text-slate-600">No video attached to this event.</p>;

  return (
    <div className="space-y-2">
      <div className="relative aspect-video overflow-hidden rounded-md bg-slate-900">
        {status !== 'refreshing' && src && (
          <video
            key={src}
            src={src}
            controls
            playsInline
            preload="auto"
            aria-label="Event video"
            className="h-full w-full"
            ref={videoRef}
          />
        )}
        {status === 'refreshing' && (
          <div className="absolute inset-0 flex items-center justify-center text-sm text-slate-200">
            <Spinner label="Getting a fresh video link" /> <span className="ml-2">Getting a fresh video link…</span>
          </div>
        )}
      </div>
      {status === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          The video could not be played, even with a fresh link.
          <Button size="sm" onClick={() => void refresh()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
