import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedFile, pickEncoding } from '../../supabase/local/compress.ts';

describe('static compression (as a static host serves the app)', () => {
  it('prefers brotli, then gzip, and leaves images and unknown clients alone', () => {
    expect(pickEncoding('/a/index.js', 'gzip, deflate, br')).toBe('br');
    expect(pickEncoding('/a/index.css', 'gzip')).toBe('gzip');
    expect(pickEncoding('/a/icon.png', 'gzip, br')).toBeNull();
    expect(pickEncoding('/a/index.html', undefined)).toBeNull();
    expect(pickEncoding('/a/index.html', 'identity')).toBeNull();
  });

  it('gives back the same bytes after decompression, and recompresses a changed file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'compress-')), 'app.js');
    writeFileSync(file, 'console.log("hello");'.repeat(200));
    const br = compressedFile(file, 1, 'br');
    const gz = compressedFile(file, 1, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(readFileSync(file, 'utf8'));
    expect(gunzipSync(gz).toString()).toBe(readFileSync(file, 'utf8'));
    expect(br.length).toBeLessThan(readFileSync(file).length / 10);
    writeFileSync(file, 'changed');
    expect(brotliDecompressSync(compressedFile(file, 2, 'br')).toString()).toBe('changed');
  });
});
