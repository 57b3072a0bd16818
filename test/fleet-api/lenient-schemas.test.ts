// How the dashboard reads upstream bodies (issue 2 §3, contract intro): fields the spec states
// are required, contract-only fields are optional (a wrong one becomes undefined), and fields
// nobody told us about are kept rather than stripped.
import { describe, expect, it } from 'vitest';
import { driverResponseSchema } from '@/lib/fleet-api/schemas/drivers';
import { fleetSummaryResponseSchema } from '@/lib/fleet-api/schemas/safety';
import { truckPageSchema, truckResponseSchema } from '@/lib/fleet-api/schemas/trucks';
import { subscriptionResponseSchema } from '@/lib/fleet-api/schemas/webhooks';

const truck = { id: 1, unitNumber: 'TX-1', make: 'Volvo', model: 'VNL 860', year: 2022 };

describe('lenient upstream schemas', () => {
  it('keep unknown fields, on records and on the page envelope', () => {
    const parsed = truckPageSchema.parse({
      content: [{ ...truck, telematicsUnit: 'G7-443', tags: ['region:west'] }],
      page: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      cursor: 'abc',
    });
    expect(parsed.content[0]).toMatchObject({ telematicsUnit: 'G7-443', tags: ['region:west'] });
    expect(parsed).toHaveProperty('cursor', 'abc');
    expect(driverResponseSchema.parse({ id: 3, badge: 'gold' })).toHaveProperty('badge', 'gold');
    expect(subscriptionResponseSchema.parse({ eventTypes: ['truck.created'], retryPolicy: { max: 5 } })).toHaveProperty('retryPolicy', { max: 5 });
  });

  it('turn a contract-only field of the wrong type into undefined instead of failing the page', () => {
    const parsed = truckResponseSchema.parse({ ...truck, status: 'PARKED', chargeLevel: 'full', odometerKm: null });
    expect(parsed.status).toBeUndefined();
    expect(parsed.chargeLevel).toBeUndefined();
    expect(parsed.odometerKm).toBeNull();
    expect(parsed.make).toBe('Volvo');
  });

  it('still refuse a body missing what the spec states', () => {
    expect(truckResponseSchema.safeParse({ id: 1, make: 'Volvo' }).success).toBe(false);
    expect(truckPageSchema.safeParse({ content: [truck] }).success).toBe(false);
    expect(subscriptionResponseSchema.safeParse({ id: 1 }).success).toBe(false);
  });

  it('read a partial fleet summary section by section', () => {
    const parsed = fleetSummaryResponseSchema.parse({ trucks: { total: 10, extra: 1 }, ev: { avgChargeLevel: 'n/a' } });
    expect(parsed.trucks).toMatchObject({ total: 10, extra: 1 });
    expect(parsed.ev).toBeDefined();
    expect((parsed.ev as { avgChargeLevel?: unknown }).avgChargeLevel).toBeUndefined();
    expect(parsed.drivers).toBeUndefined();
  });
});
