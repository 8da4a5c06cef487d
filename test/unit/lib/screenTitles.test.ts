import { describe, expect, it } from 'vitest';
import { screenTitles } from '../../../src/lib/strings.ts';

describe('screen titles (SPEC §2)', () => {
  it('are all in capitals, like LOG IN and CONTACT US (issue 13: the connection test was not)', () => {
    for (const title of Object.values(screenTitles)) expect(title).toBe(title.toUpperCase());
    expect(screenTitles.diagnostics).toBe('CONNECTION TEST');
  });
});
