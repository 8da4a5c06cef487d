/**
 * The caller's IP address: the first x-forwarded-for entry, which the Supabase gateway (and the local
 * backend) set. It feeds only a soft per-IP cap, so a forged header gains no more than a new IP would.
 * Callers without one share one bucket.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}

/**
 * A keyed hash of the IP (HMAC-SHA-256, hex), so the anon_usage table never holds an address and the
 * hashes cannot be reversed by trying all IPv4 addresses without the key.
 */
export async function hashIp(ip: string, key: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(ip));
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, '0')).join('');
}
