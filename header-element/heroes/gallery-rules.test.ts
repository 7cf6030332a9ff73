import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCROLL_TIME_MS,
  DEFAULT_TRANSITION_TIME_MS,
  DRAG_THRESHOLD_BIAS,
  KEY_REPEAT_THROTTLE_MS,
  VIDEO_SCRIPT_TIMEOUT_MS,
} from './constants';
import { createKeyThrottle, dragOutcome, isMultiSlide, stepIndex } from './gallery-rules';

describe('carousel constants (spec 9.4)', () => {
  it('has the spec values', () => {
    expect(DEFAULT_SCROLL_TIME_MS).toBe(15000);
    expect(DEFAULT_TRANSITION_TIME_MS).toBe(300);
    expect(KEY_REPEAT_THROTTLE_MS).toBe(200);
    expect(DRAG_THRESHOLD_BIAS).toBe(0.4);
    expect(VIDEO_SCRIPT_TIMEOUT_MS).toBe(10000);
  });
});

describe('stepIndex: wraps only with more than one slide', () => {
  it('wraps forwards and backwards', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(2, 0, 4)).toBe(2);
  });
  it('stays on a single slide', () => {
    expect(isMultiSlide(1)).toBe(false);
    expect(isMultiSlide(2)).toBe(true);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('dragOutcome: threshold bias 0.4 of the slide width', () => {
  it('moves one slide when the drag passes 40 % of the width', () => {
    expect(dragOutcome(-401, 1000, 3)).toBe(1);
    expect(dragOutcome(401, 1000, 3)).toBe(-1);
    expect(dragOutcome(-900, 1000, 3)).toBe(1);
  });
  it('springs back at 40 % or less', () => {
    expect(dragOutcome(-400, 1000, 3)).toBe(0);
    expect(dragOutcome(400, 1000, 3)).toBe(0);
    expect(dragOutcome(-120, 1000, 3)).toBe(0);
  });
  it('never moves a single slide or a zero-width viewport', () => {
    expect(dragOutcome(-900, 1000, 1)).toBe(0);
    expect(dragOutcome(-900, 0, 3)).toBe(0);
  });
});

describe('createKeyThrottle: key repeat throttled at 200 ms', () => {
  it('lets one move through, then drops moves for 200 ms', () => {
    const gate = createKeyThrottle();
    expect(gate(1000)).toBe(true);
    expect(gate(1050)).toBe(false);
    expect(gate(1199)).toBe(false);
    expect(gate(1200)).toBe(true);
    expect(gate(1399)).toBe(false);
    expect(gate(1400)).toBe(true);
  });
});
