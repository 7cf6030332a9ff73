import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterAnimations } from './after-paint';

/** An element whose own animations are `animations` (happy-dom runs no CSS animations). */
function elementWith(animations: { finished: Promise<unknown> }[]): Element {
  const element = document.createElement('div');
  Object.defineProperty(element, 'getAnimations', { value: () => animations });
  return element;
}

/** An animation whose end the test decides. */
function controlledAnimation() {
  let finish: () => void = () => undefined;
  let cancel: () => void = () => undefined;
  const finished = new Promise<unknown>((resolve, reject) => {
    finish = () => resolve(undefined);
    cancel = () => reject(new DOMException('The animation was cancelled.', 'AbortError'));
  });
  // Browsers mark an animation's `finished` promise as handled: a cancelled animation nobody
  // waits for is not an unhandled rejection.
  finished.catch(() => undefined);
  return { animation: { finished }, finish, cancel };
}

/** Lets promise callbacks run, then `count` animation frames with the task after each. */
async function paints(count: number) {
  for (let frame = 0; frame < count; frame++) await vi.advanceTimersByTimeAsync(20);
}

describe('afterAnimations', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks for animations once the next frame is painted, and runs the task a frame later', async () => {
    const getAnimations = vi.fn(() => []);
    const element = document.createElement('div');
    Object.defineProperty(element, 'getAnimations', { value: getAnimations });
    const task = vi.fn();
    afterAnimations(element, task);
    expect(getAnimations).not.toHaveBeenCalled();
    await paints(1);
    expect(getAnimations).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
    await paints(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('treats a missing element as nothing animating', async () => {
    const task = vi.fn();
    afterAnimations(null, task);
    await paints(2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the running animation to finish, then for the paint after it', async () => {
    const fade = controlledAnimation();
    const task = vi.fn();
    afterAnimations(elementWith([fade.animation]), task);
    await vi.advanceTimersByTimeAsync(500);
    expect(task).not.toHaveBeenCalled();
    fade.finish();
    await paints(2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task when the animation is cancelled instead of finishing', async () => {
    const fade = controlledAnimation();
    const task = vi.fn();
    afterAnimations(elementWith([fade.animation]), task);
    fade.cancel();
    await paints(2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after maxMs for an animation that does not end, and runs the task once', async () => {
    const endless = controlledAnimation();
    const task = vi.fn();
    afterAnimations(elementWith([endless.animation]), task, 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await paints(2);
    expect(task).toHaveBeenCalledTimes(1);
    endless.finish();
    await paints(2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs the task once cancelled', async () => {
    const fade = controlledAnimation();
    const task = vi.fn();
    const cancel = afterAnimations(elementWith([fade.animation]), task);
    cancel();
    fade.finish();
    await paints(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).not.toHaveBeenCalled();
  });
});
