import { describe, expect, it } from 'vitest';
import { reactionToStatus } from './status-redirect';

describe('reactionToStatus (spec 8: statuses map to the error routes)', () => {
  it('401: one refresh, then sign-in', () => {
    expect(reactionToStatus(401, 'GET', false)).toEqual({ kind: 'refresh' });
    expect(reactionToStatus(401, 'GET', true)).toEqual({ kind: 'sign-in' });
    expect(reactionToStatus(401, 'PUT', true)).toEqual({ kind: 'sign-in' });
  });

  it('403 and 503 on a read go to their error pages', () => {
    expect(reactionToStatus(403, 'GET', false)).toEqual({ kind: 'error-page', status: 403 });
    expect(reactionToStatus(503, 'GET', false)).toEqual({ kind: 'error-page', status: 503 });
  });

  it("403 on a change stays with the form ('Invalid current password.'), as does 503", () => {
    expect(reactionToStatus(403, 'PUT', false)).toEqual({ kind: 'none' });
    expect(reactionToStatus(503, 'POST', false)).toEqual({ kind: 'none' });
  });

  it('404, other statuses and network failures stay with the page', () => {
    expect(reactionToStatus(404, 'GET', false)).toEqual({ kind: 'none' });
    expect(reactionToStatus(500, 'GET', false)).toEqual({ kind: 'none' });
    expect(reactionToStatus(undefined, 'GET', false)).toEqual({ kind: 'none' });
  });
});
