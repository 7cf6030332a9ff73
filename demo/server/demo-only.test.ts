// @vitest-environment node
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { demoOnly } from './demo-only.js';

function call(address: string, env: NodeJS.ProcessEnv = {}) {
  const next = vi.fn();
  const res = { status: vi.fn(), type: vi.fn(), send: vi.fn() };
  res.status.mockReturnValue(res);
  res.type.mockReturnValue(res);
  demoOnly(env)(
    { socket: { remoteAddress: address } } as unknown as Request,
    res as unknown as Response,
    next,
  );
  return { next, res };
}

describe('demoOnly', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'serves a client on this machine (%s)',
    (address) => {
      expect(call(address).next).toHaveBeenCalled();
    },
  );

  it('answers 404 to any other client', () => {
    const { next, res } = call('203.0.113.9');
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toHaveBeenCalledWith(404);
  });

  it('serves everyone when SHS_DEMO_TOOLS_PUBLIC=1 opens it', () => {
    expect(call('203.0.113.9', { SHS_DEMO_TOOLS_PUBLIC: '1' }).next).toHaveBeenCalled();
  });
});
