/**
 * The local backend in a process of its own, for load benches: started by backend-child.ts with
 * `node --import tsx` and driven over the IPC channel Node opens between parent and child (no port,
 * no HTTP route: nothing here is reachable by anything but the process that forked this one).
 *
 * Messages in: `{type: 'start', options}`, `{type: 'stats'}`, `{type: 'stop'}`.
 * Messages out: `{type: 'ready', url, anonKey, serviceRoleKey}`, `{type: 'stats', roundTrips, cpuMs}`,
 * `{type: 'log', line}` (the functions' output), `{type: 'error', message}`, `{type: 'stopped'}`.
 */
import {
  type LocalBackend,
  type LocalBackendOptions,
  startLocalBackend,
} from '../../../supabase/local/server.ts';
import type { ChildMessage, ParentMessage } from './backend-messages.ts';

const send = (message: ChildMessage) => process.send?.(message);
let backend: LocalBackend | undefined;

process.on('message', (raw: ParentMessage) => {
  if (raw.type === 'start') {
    const options: LocalBackendOptions = {
      ...raw.options,
      functionsLog: (line) => send({ type: 'log', line }),
    };
    startLocalBackend(options).then(
      (b) => {
        backend = b;
        send({ type: 'ready', url: b.url, anonKey: b.anonKey, serviceRoleKey: b.serviceRoleKey });
      },
      (error: unknown) => send({ type: 'error', message: String(error) }),
    );
  } else if (raw.type === 'stats') {
    const cpu = process.cpuUsage();
    send({ type: 'stats', roundTrips: backend?.dbRoundTrips() ?? 0, cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (raw.type === 'stop') {
    (backend?.stop() ?? Promise.resolve()).finally(() => {
      send({ type: 'stopped' });
      process.disconnect?.();
    });
  }
});

// The parent gone (killed, crashed): stop too, taking the Deno children along.
process.on('disconnect', () => {
  (backend?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});
