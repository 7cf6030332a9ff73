// Click breadcrumbs: the clicked element as a short CSS path (shadow roots crossed), recorded
// after the paint, as the element was when clicked.
import { afterEach, describe, expect, it } from 'vitest';
import { describeElement, recordClickBreadcrumbs, type ClickBreadcrumb } from './click-breadcrumbs';

afterEach(() => document.body.replaceChildren());

describe('click breadcrumbs (issue 29)', () => {
  it('names the element and its ancestors, outermost first, up to five', () => {
    document.body.innerHTML =
      '<main id="main"><section class="card attention"><ul><li><p><a class="attention-item__action" aria-label="Pay now" href="/billing/payment">Pay</a></p></li></ul></section></main>';
    const link = document.querySelector('a')!;
    expect(describeElement(link)).toBe(
      'section.card.attention > ul > li > p > a.attention-item__action[aria-label="Pay now"]',
    );
    expect(describeElement(link, 2)).toBe('p > a.attention-item__action[aria-label="Pay now"]');
  });

  it('crosses a shadow root (the header) to its host', () => {
    const host = document.createElement('shs-header');
    document.body.append(host);
    const button = document.createElement('button');
    button.className = 'menu-toggle';
    host.attachShadow({ mode: 'open' }).append(button);
    expect(describeElement(button)).toBe('body > shs-header > button.menu-toggle');
  });

  it('records a click only when later runs, from the element as it was clicked', () => {
    document.body.innerHTML = '<button class="service-selector__button">Home</button>';
    const crumbs: ClickBreadcrumb[] = [];
    const waiting: (() => void)[] = [];
    const stop = recordClickBreadcrumbs(
      (crumb) => crumbs.push(crumb),
      document,
      (task) => waiting.push(task),
    );
    try {
      document.querySelector('button')!.click();
      expect(crumbs).toEqual([]);
      for (const task of waiting) task();
      expect(crumbs).toEqual([
        { category: 'ui.click', message: 'body > button.service-selector__button' },
      ]);
    } finally {
      stop();
    }
    document.querySelector('button')!.click();
    expect(waiting).toHaveLength(1);
  });
});
