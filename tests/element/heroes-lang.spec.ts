// The hero elements' own words (carousel controls, the player) follow the element's `lang`, else
// the page's <html lang>, else English, and change when either changes; the heroes' content is
// the content service's and stays as it came.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, cleanup, gallery, mountGallery, stubContent, waitFor } from './heroes-helpers';

const dots = (el: HTMLElement) => $$(el, '.gallery__dot').map((d) => d.getAttribute('aria-label'));

describe('<shs-hero-gallery> language', () => {
  const pageLang = document.documentElement.lang;
  beforeEach(() => setViewport({ width: 1024, height: 768 }));
  afterEach(() => {
    document.documentElement.lang = pageLang;
    cleanup();
  });

  it('labels its controls in Spanish with lang="es", from the first render', async () => {
    stubContent(gallery(2));
    const el = await mountGallery({ lang: 'es' });
    const region = $(el, 'section')!;
    expect(region.getAttribute('aria-label')).to.equal('Ofertas destacadas');
    expect(region.getAttribute('aria-roledescription')).to.equal('carrusel');
    const slides = $$(el, '.gallery__slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 de 2', '2 de 2']);
    expect(slides[0]!.getAttribute('aria-roledescription')).to.equal('diapositiva');
    expect($(el, '[aria-label="Diapositiva anterior"]')).to.not.equal(null);
    expect($(el, '[aria-label="Diapositiva siguiente"]')).to.not.equal(null);
    expect(dots(el)).to.deep.equal([
      'Mostrar la diapositiva 1 de 2',
      'Mostrar la diapositiva 2 de 2',
    ]);
    expect($(el, '.gallery__pause')!.getAttribute('aria-label')).to.equal(
      'Pausar la presentación y los videos',
    );
    // The content is the content service's own.
    expect($(el, '.hero__title')!.textContent).to.equal('Title h1');
  });

  it("follows the page's <html lang> and its changes", async () => {
    document.documentElement.lang = 'es-US';
    stubContent(gallery(2));
    const el = await mountGallery();
    expect($(el, 'section')!.getAttribute('aria-label')).to.equal('Ofertas destacadas');
    document.documentElement.lang = 'en';
    await waitFor(() => dots(el)[0] === 'Show slide 1 of 2', 2000, 'English');
    expect($(el, 'section')!.getAttribute('aria-label')).to.equal('Featured offers');
    document.documentElement.lang = 'es';
    await waitFor(() => dots(el)[0] === 'Mostrar la diapositiva 1 de 2', 2000, 'Spanish');
  });

  it('follows a change of its own lang; a language without words shows English', async () => {
    document.documentElement.lang = 'en';
    stubContent(gallery(2));
    const el = await mountGallery({ lang: 'fr', 'data-label': 'Nos offres' });
    expect(dots(el)[0]).to.equal('Show slide 1 of 2');
    el.setAttribute('lang', 'es');
    await waitFor(() => dots(el)[0] === 'Mostrar la diapositiva 1 de 2', 2000, 'Spanish');
    // data-label is the host's words: kept in any language.
    expect($(el, 'section')!.getAttribute('aria-label')).to.equal('Nos offres');
  });
});
