import type { ErrorCode } from '@shared/contract/errors.ts';
import { describe, expect, it } from 'vitest';
import { planChangeFailure } from '../../../../src/features/plans/planErrors.ts';
import type { FunctionFailure } from '../../../../src/lib/functions.ts';

const http = (status: number, code: ErrorCode | null = null): FunctionFailure => ({
  kind: 'http',
  status,
  statusText: '',
  code,
  message: null,
  body: {},
});

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
    expect(planChangeFailure({ kind: 'network', message: 'Failed to fetch' }, 'downgrade')).toEqual(network);
    expect(planChangeFailure(http(502, 'payment_network'), 'downgrade')).toEqual(network);
  });

  it('sends a user whose session is gone to log in', () => {
    expect(planChangeFailure(http(401, 'unauthorized'), 'downgrade')).toEqual({ kind: 'login' });
  });
});
