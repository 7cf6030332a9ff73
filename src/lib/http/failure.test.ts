import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeFailure, failedRules, isWrongCurrentPassword, serverMessage } from './failure';

describe('failure helpers', () => {
  it("appends the server's message to the spec message", () => {
    const error = new ApiError('Gone', 404, { message: 'No address on file.' });
    expect(serverMessage(error)).toBe('No address on file.');
    expect(describeFailure('Failed to retrieve address.', error)).toBe(
      'Failed to retrieve address. No address on file.',
    );
  });
  it('uses the spec message alone without a server answer', () => {
    expect(describeFailure('Failed to update nickname.', new ApiError('Network Error'))).toBe(
      'Failed to update nickname.',
    );
    expect(describeFailure('Failed to update nickname.', new Error('x'))).toBe(
      'Failed to update nickname.',
    );
  });
  it('recognises the 403 of a wrong current password', () => {
    expect(isWrongCurrentPassword(new ApiError('Invalid current password.', 403))).toBe(true);
    expect(isWrongCurrentPassword(new ApiError('Bad', 400))).toBe(false);
  });
  it('reads failedRules', () => {
    expect(failedRules(new ApiError('x', 400, { failedRules: ['A number', 3] }))).toEqual([
      'A number',
    ]);
    expect(failedRules(new Error('x'))).toEqual([]);
  });
});
