export function openZoom(_src: string, _alt: string, _returnTo: HTMLElement | null): void {}
