import { describe, expect, it } from 'vitest';
import { planChangeFailure } from '../../../../src/features/plans/planErrors.ts';

const http = (status: number, code: string | null = null) =>
  ({ kind: 'http', status, code, message: null, body: {} }) as const;

describe('planChangeFailure (SPEC §8 data texts)', () => {
  it('names a failed downgrade or change', () => {
    expect(planChangeFailure(http(500, 'db_error'), 'downgrade')).toEqual({
      kind: 'message',
      text: 'Failed to downgrade user plan',
    });
    expect(planChangeFailure(http(502, 'payment_provider'), 'change')).toEqual({
      kind: 'message',
      text: 'Failed to update user plan',
    });
  });

  it('says when the connection failed', () => {
    const network = { kind: 'message', text: 'Network error. Please try again.' };
    expect(planChangeFailure({ kind: 'network' }, 'downgrade')).toEqual(network);
    expect(planChangeFailure(http(502, 'payment_network'), 'downgrade')).toEqual(network);
  });

  it('sends a user whose session is gone to log in', () => {
    expect(planChangeFailure(http(401, 'unauthorized'), 'downgrade')).toEqual({ kind: 'login' });
  });
});
