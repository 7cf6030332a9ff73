import { describe, expect, it } from 'vitest';
import { readFeatures } from './features';

describe('readFeatures', () => {
  it('turns every part on without a features section', () => {
    expect(readFeatures(null)).toEqual({
      chat: true,
      analytics: true,
      video: true,
      commerce: true,
      payments: true,
    });
  });

  it('turns a part off only for an explicit false', () => {
    const features = readFeatures({
      features: { payments: false, chat: 'no' as unknown as boolean, video: undefined },
    });
    expect(features.payments).toBe(false);
    expect(features.chat).toBe(true);
    expect(features.video).toBe(true);
  });
});
