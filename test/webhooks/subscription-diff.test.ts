// The diff behind both the audit trail and the edit form's PATCH body.
import { describe, expect, it } from 'vitest';
import { diffSubscription } from '@/lib/webhooks/subscription-diff';

const sub = {
  id: 4,
  url: 'https://hooks.example.com/in',
  description: 'ops',
  eventTypes: ['truck.created', 'truck.updated'],
  active: true,
  secret: 'whsec_full_secret_value',
};

describe('diffSubscription', () => {
  it('reports only the event types when only they changed', () => {
    expect(diffSubscription(sub, { ...sub, eventTypes: ['truck.created'] })).toEqual({
      eventTypes: { before: ['truck.created', 'truck.updated'], after: ['truck.created'] },
    });
  });

  it('treats event types as a set and empty description as absent', () => {
    expect(diffSubscription(sub, { ...sub, eventTypes: ['truck.updated', 'truck.created'] })).toEqual({});
    expect(diffSubscription({ ...sub, description: null }, { ...sub, description: '' })).toEqual({});
  });

  it('lists every field on create and delete, and never the secret', () => {
    const created = diffSubscription(null, sub);
    expect(Object.keys(created).sort()).toEqual(['active', 'description', 'eventTypes', 'url']);
    expect(created.url).toEqual({ before: null, after: sub.url });
    expect(JSON.stringify(diffSubscription(sub, null))).not.toContain('whsec');
    expect(JSON.stringify(created)).not.toContain('whsec');
  });

  it('reports a toggled active flag', () => {
    expect(diffSubscription(sub, { ...sub, active: false })).toEqual({ active: { before: true, after: false } });
  });
});
