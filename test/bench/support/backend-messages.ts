import type { LocalBackendOptions } from '../../../supabase/local/server.ts';

/** The options a bench may pass to a backend in its own process (plain data: they cross IPC). */
export type ChildBackendOptions = Omit<LocalBackendOptions, 'functionsLog' | 'log'>;

export type ParentMessage =
  | { type: 'start'; options: ChildBackendOptions }
  | { type: 'stats' }
  | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; url: string; anonKey: string; serviceRoleKey: string }
  | { type: 'stats'; roundTrips: number; cpuMs: number }
  | { type: 'log'; line: string }
  | { type: 'error'; message: string }
  | { type: 'stopped' };
