import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, mailtoLink, shareLink } from './share';

afterEach(() => vi.restoreAllMocks());

describe('referral sharing', () => {
  it('puts the code on the buy site link', () => {
    expect(shareLink('https://buy.example.com/', 'ALEX-HOME-7Q2')).toBe(
      'https://buy.example.com/?ref=ALEX-HOME-7Q2',
    );
    expect(shareLink('http://localhost:8080/demo/buy.html', 'A B')).toBe(
      'http://localhost:8080/demo/buy.html?ref=A+B',
    );
    expect(shareLink(undefined, 'X')).toBeNull();
    expect(shareLink('javascript:alert(1)', 'X')).toBeNull();
    expect(shareLink('not a url', 'X')).toBeNull();
  });

  it('builds a mailto link with subject and body', () => {
    expect(mailtoLink('Hi there', 'a&b')).toBe('mailto:?subject=Hi%20there&body=a%26b');
  });

  it('copies with the Clipboard API, and falls back to the copy command', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('link')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('link');

    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const exec = vi.fn().mockReturnValue(true);
    document.execCommand = exec;
    expect(await copyText('link')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    vi.unstubAllGlobals();
  });
});
