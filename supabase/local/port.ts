/** The port the local backend listens on: `--port` beats the `PORT` variable, which beats 54321. */
export const DEFAULT_PORT = 54321;

export function resolvePort(flag: string | undefined, env: string | undefined): number {
  const [source, raw] =
    flag !== undefined ? ['--port', flag] : env !== undefined && env !== '' ? ['PORT', env] : ['', ''];
  if (!source) return DEFAULT_PORT;
  const port = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${source} must be a port number (0-65535), not "${raw}"`);
  return port;
}

/** What to tell someone whose port is taken (another `npm start`, another program). */
export function portBusyMessage(port: number, host: string): string {
  return [
    `Port ${port} on ${host} is already in use (another StudyMate or another program is listening there).`,
    'Stop that program, or start on another port, for example:',
    '',
    `  PORT=${port === DEFAULT_PORT ? DEFAULT_PORT + 1 : port + 1} npm start`,
  ].join('\n');
}

export const isAddressInUse = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
