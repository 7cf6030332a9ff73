// The hero elements' own words (locales/, text.ts) in Spanish: the carousel controls and the
// player's, with the slide numbers as arguments. The heroes' content is the content service's.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/shared/i18n/catalogue';
import { LocaleContext } from '../../src/lib/shared/i18n/use-text';
import { HeroGallery } from './hero-gallery';
import { heroText } from './text';
import type { HeroContent } from './types';

const hero = (name: string): HeroContent => ({
  type: 'hero',
  mn: 'hero',
  name,
  title: `Title ${name}`,
  eyebrow: '',
  description: '',
  badges: [],
  stickers: [],
  ctaItems: [],
  copyBlockLocation: 'left',
  withStrongBackground: false,
});

describe("the heroes' words", () => {
  beforeAll(() => heroText.load('es'));

  it('keep the English of the element tests', () => {
    const t = translator(heroText, 'en');
    expect(t('gallery.show', { position: 2, count: 3 })).toBe('Show slide 2 of 3');
    expect(t('video.play', { title: 'Tour' })).toBe('Play video: Tour');
    expect(t('video.unsupported')).toBe("Sorry, your browser doesn't support embedded videos.");
  });

  it('label the carousel controls in Spanish', () => {
    render(
      <LocaleContext.Provider value="es">
        <HeroGallery
          content={{ components: [hero('a'), hero('b')], scrollTime: 15000, transitionTime: 300 }}
          label="Ofertas"
          videoEmbedUrl="/v4.js"
          videoScriptTimeoutMs={1000}
        />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar la diapositiva 2 de 2' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Pausar la presentación y los videos' }),
    ).toBeTruthy();
    const slide = document.querySelector('.gallery__slide')!;
    expect(slide.getAttribute('aria-roledescription')).toBe('diapositiva');
    expect(slide.getAttribute('aria-label')).toBe('1 de 2');
  });
});
