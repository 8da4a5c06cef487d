/**
 * The service worker's Background Sync tag and the message it posts to open tabs (sw/sw.ts uses the
 * same values; keep this file free of imports so the worker can share it).
 */
export const OUTBOX_SYNC_TAG = 'studymate-outbox';
export const OUTBOX_DRAIN_MESSAGE = 'OUTBOX_DRAIN';
