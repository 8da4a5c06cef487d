import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineIndicator } from '../../../../src/features/connectivity/OfflineIndicator.tsx';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('offline indicator', () => {
  afterEach(() => act(() => setOnline(true)));

  it("says 'Offline' in a status region while offline, and nothing when online", () => {
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline');
    act(() => setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('starts offline when the browser already is', () => {
    setOnline(false);
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Offline');
  });
});
