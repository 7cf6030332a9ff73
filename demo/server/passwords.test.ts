// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('Demo-pass-1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Demo-pass-1', hash)).toBe(true);
    expect(await verifyPassword('demo-pass-1', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(hashPasswordSync('same')).not.toBe(hashPasswordSync('same'));
  });

  it('hashes off the event loop: a timer still fires while several hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([hashPassword('a'), hashPassword('b'), hashPassword('c'), hashPassword('d')]);
    clearInterval(timer);
    // A synchronous scrypt (about 50 ms each) would let no tick through until all were done.
    expect(ticks).toBeGreaterThan(0);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$dG9vc2hvcnQ')).toBe(false);
  });
});
