import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DmsEvent } from '@/lib/fleet-api/schemas/safety';
import { dash, formatDateTime, formatNumber, humanizeEnum, utcTitle } from '@/lib/format';
import { SeverityBadge } from '@/components/ui/severity-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** What happened, when, where and who: every optional fact may be missing ("—"). */
export function EventFacts({ event }: { event: DmsEvent }) {
  const { location } = event;
  return (
    <dl>
      <Fact label="Type">{humanizeEnum(event.type)}</Fact>
      <Fact label="Severity">
        <SeverityBadge severity={event.severity} />
      </Fact>
      <Fact label="Time">
        <time dateTime={event.occurredAt ?? undefined} title={utcTitle(event.occurredAt)}>
          {formatDateTime(event.occurredAt)}
        </time>
      </Fact>
      <Fact label="Speed">{event.speedKph == null ? dash(null) : `${formatNumber(event.speedKph, 0)} km/h`}</Fact>
      <Fact label="Duration">{event.durationSec == null ? dash(null) : `${formatNumber(event.durationSec, 1)} s`}</Fact>
      <Fact label="Location">
        {location ? (
          <a
            className="text-brand-700 hover:underline"
            href={`https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lon}#map=15/${location.lat}/${location.lon}`}
            target="_blank"
            rel="noreferrer noopener"
          >
            {location.lat.toFixed(4)}, {location.lon.toFixed(4)}
          </a>
        ) : (
          dash(null)
        )}
      </Fact>
      <Fact label="Driver">
        {event.driverId ? (
          <Link className="text-brand-700 hover:underline" href={`/drivers/${event.driverId}`}>
            {event.driverName ?? `Driver ${event.driverId}`}
          </Link>
        ) : (
          dash(event.driverName)
        )}
      </Fact>
      <Fact label="Truck">
        {event.truckId ? (
          <Link className="text-brand-700 hover:underline" href={`/trucks/${event.truckId}`}>
            {event.unitNumber ?? `Truck ${event.truckId}`}
          </Link>
        ) : (
          dash(event.unitNumber)
        )}
      </Fact>
      <Fact label="Tags">{event.tags?.length ? event.tags.join(', ') : dash(null)}</Fact>
      <Fact label="Event ID">{dash(event.id)}</Fact>
    </dl>
  );
}
