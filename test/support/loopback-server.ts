import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Starts a loopback stand-in's HTTP server (127.0.0.1, a free port unless one is given) and returns its
 * port and a stop() that also cuts kept-alive connections, so a test run never waits on them.
 */
export async function listenOnLoopback(
  server: Server,
  port = 0,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
