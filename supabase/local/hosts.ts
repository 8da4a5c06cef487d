import { hostname as machineName, networkInterfaces } from 'node:os';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '';
const bracket = (h: string) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);

/**
 * The Host headers the server answers for (anything else gets 421, which stops DNS rebinding and Host
 * poisoning), and the public URL e-mail links are built from: config.toml's site_url when it names this
 * server (or is https, i.e. a reverse proxy in front of it), else the bound address.
 */
export class HostPolicy {
  readonly hosts: Set<string>;
  readonly publicUrl: string;

  constructor(
    readonly boundHost: string,
    readonly port: number,
    siteUrl: string,
  ) {
    const names = new Set<string>();
    if (!isWildcard(boundHost)) names.add(bracket(boundHost.toLowerCase()));
    if (isLoopback(boundHost) || isWildcard(boundHost)) for (const n of LOOPBACK_NAMES) names.add(n);
    if (isWildcard(boundHost)) {
      names.add(machineName().toLowerCase());
      for (const list of Object.values(networkInterfaces()))
        for (const a of list ?? []) names.add(bracket(a.address.toLowerCase()));
    }
    this.hosts = new Set([...names].map((n) => `${n}:${port}`));
    const bound = isWildcard(boundHost) ? '127.0.0.1' : bracket(boundHost);
    const own = `http://${bound}:${port}`;
    let site: URL | null = null;
    try {
      site = new URL(siteUrl);
    } catch {
      site = null;
    }
    const siteIsUs = site !== null && site.protocol === 'http:' && this.hosts.has(hostWithPort(site));
    // An https site URL means a reverse proxy in front of this server: answer for its name too.
    const proxied = site !== null && site.protocol === 'https:';
    // (A proxy forwards `Host: name` without a port, which reads as port 80 here.)
    if (site && proxied) for (const h of [hostWithPort(site), `${site.hostname}:80`]) this.hosts.add(h);
    this.publicUrl = site && (siteIsUs || proxied) ? site.origin : own;
  }

  /** True when a request's Host header names this server (a missing header: HTTP/1.0, allowed). */
  allows(hostHeader: string | undefined): boolean {
    if (hostHeader === undefined) return true;
    try {
      return this.hosts.has(hostWithPort(new URL(`http://${hostHeader}`)));
    } catch {
      return false;
    }
  }

  /** Origins of this server (http://host:port for every host it answers for). */
  isOwnOrigin(url: URL): boolean {
    return (
      url.protocol === 'http:' &&
      url.username === '' &&
      url.password === '' &&
      this.hosts.has(hostWithPort(url))
    );
  }
}

function hostWithPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
