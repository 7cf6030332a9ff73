import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendQueue } from './send-queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** One animation frame and the task queued after it. */
async function nextFrame() {
  await vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextTimer();
}

describe('createSendQueue', () => {
  it('sends nothing before the next paint, then one send per task, in order', async () => {
    const later = createSendQueue();
    const sent: string[] = [];
    later(() => sent.push('identify'));
    later(() => sent.push('page view'));
    later(() => sent.push('click'));
    expect(sent).toEqual([]);

    await vi.advanceTimersToNextFrame();
    expect(sent).toEqual([]); // the frame is painted; the first send comes in a task after it
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual(['identify']);
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual(['identify', 'page view']);
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual(['identify', 'page view', 'click']);
  });

  it('waits for a new paint for a send queued once the queue is empty', async () => {
    const later = createSendQueue();
    const sent: string[] = [];
    later(() => sent.push('first'));
    await nextFrame();
    expect(sent).toEqual(['first']);
    later(() => sent.push('second'));
    expect(vi.getTimerCount()).toBe(1); // the frame it waits for, no task of its own yet
    expect(sent).toEqual(['first']);
    await nextFrame();
    expect(sent).toEqual(['first', 'second']);
  });

  it('sends everything still waiting, in order, when the page is hidden or left', () => {
    const later = createSendQueue();
    const sent: string[] = [];
    later(() => sent.push('page view'));
    later(() => sent.push('click'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['page view', 'click']);

    later(() => sent.push('another click'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual(['page view', 'click', 'another click']);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('keeps every send, in order, until the library it needs is there', async () => {
    let loaded: (library: string) => void = () => undefined;
    const later = createSendQueue(window, new Promise<string>((resolve) => (loaded = resolve)));
    const sent: string[] = [];
    later((library) => sent.push(`${library}: identify`));
    later((library) => sent.push(`${library}: page view`));
    await nextFrame();
    window.dispatchEvent(new Event('pagehide')); // nothing can leave without the library
    expect(sent).toEqual([]);

    loaded('mixpanel');
    await vi.advanceTimersByTimeAsync(0); // the library arrives
    expect(sent).toEqual([]); // and the sends still wait for the next paint
    await nextFrame();
    expect(sent).toEqual(['mixpanel: identify']);
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual(['mixpanel: identify', 'mixpanel: page view']);
  });

  it('sends at once what it kept when the library arrives in a hidden tab (no frame comes)', async () => {
    let loaded: (library: string) => void = () => undefined;
    const later = createSendQueue(window, new Promise<string>((resolve) => (loaded = resolve)));
    const sent: string[] = [];
    later((library) => sent.push(`${library}: page view`));
    later((library) => sent.push(`${library}: click`));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]); // hidden before the library came: kept

    loaded('mixpanel');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['mixpanel: page view', 'mixpanel: click']);
    later((library) => sent.push(`${library}: another click`));
    expect(sent).toHaveLength(3); // still hidden: no frame to wait for
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
