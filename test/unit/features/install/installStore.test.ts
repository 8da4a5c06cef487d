import { afterEach, describe, expect, it } from 'vitest';
import {
  resetInstallOffer,
  useInstallStore,
  watchInstallOffer,
} from '../../../../src/features/install/installStore.ts';

/** A Chromium-style install offer whose prompt() counts its calls. */
function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    calls: number;
  };
  event.calls = 0;
  event.prompt = async () => {
    event.calls += 1;
  };
  return event;
}

describe('install offer', () => {
  afterEach(() => resetInstallOffer());

  it('captures the browser offer, holds back its banner, and prompts once', async () => {
    watchInstallOffer(window);
    expect(useInstallStore.getState().offer).toBe('none');
    const event = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallStore.getState().offer).toBe('prompt');

    await useInstallStore.getState().install();
    await useInstallStore.getState().install();
    expect(event.calls).toBe(1);
    expect(useInstallStore.getState().offer).toBe('none');
  });

  it('forgets the offer once the app is installed', async () => {
    watchInstallOffer(window);
    const event = installEvent();
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(useInstallStore.getState().offer).toBe('none');
    await useInstallStore.getState().install();
    expect(event.calls).toBe(0);
  });
});
