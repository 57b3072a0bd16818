import { describe, expect, it } from 'vitest';
import { beginAttempt, LOCK_MS, lockedForMs, MAX_FAILURES, recordFailure, recordSuccess, WINDOW_MS } from './lockout';

describe('sign-in lockout', () => {
  it(`locks a username after ${MAX_FAILURES} failures within the window, case-insensitively`, () => {
    const t0 = 1_000_000;
    for (let i = 0; i < MAX_FAILURES - 1; i++) recordFailure('Carol', t0 + i);
    expect(lockedForMs('carol', t0 + 10)).toBe(0);
    recordFailure('CAROL ', t0 + 20);
    expect(lockedForMs('carol', t0 + 20)).toBe(LOCK_MS);
    expect(lockedForMs('carol', t0 + 20 + LOCK_MS)).toBe(0);
    expect(lockedForMs('dave', t0 + 20)).toBe(0);
  });

  it('forgets failures older than the window and after a success', () => {
    const t0 = 5_000_000;
    for (let i = 0; i < MAX_FAILURES - 1; i++) recordFailure('erin', t0);
    recordFailure('erin', t0 + WINDOW_MS + 1); // the first four have expired
    expect(lockedForMs('erin', t0 + WINDOW_MS + 1)).toBe(0);
    for (let i = 0; i < MAX_FAILURES - 2; i++) recordFailure('frank', t0);
    recordSuccess('frank');
    recordFailure('frank', t0 + 1);
    recordFailure('frank', t0 + 2);
    expect(lockedForMs('frank', t0 + 2)).toBe(0);
  });

  it('counts attempts as they start, so a burst in parallel gets no more guesses than one after another', () => {
    const t0 = 9_000_000;
    // Ten attempts begun before any password check has finished.
    const started = Array.from({ length: 10 }, () => beginAttempt('grace', t0));
    expect(started.filter((locked) => locked === 0)).toHaveLength(MAX_FAILURES);
    expect(started.slice(MAX_FAILURES).every((locked) => locked === LOCK_MS)).toBe(true);
    // One of the first five was right: the success clears the lock.
    recordSuccess('grace');
    expect(beginAttempt('grace', t0 + 1)).toBe(0);
  });

  it('never forgets a live lock to make room for new names', () => {
    const t0 = 20_000_000;
    for (let i = 0; i < MAX_FAILURES; i++) recordFailure('heidi', t0);
    for (let i = 0; i < 10_000; i++) recordFailure(`spray-${i}`, t0 + 1);
    expect(lockedForMs('heidi', t0 + 2)).toBe(LOCK_MS - 2);
  });
});
