import { describe, expect, it } from 'vitest';
import { actionForChange, actionForClick, captureActions } from './dom-capture';

function render(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('action capture', () => {
  it('a click on a link or button gives its tracking name, label or text', () => {
    const root = render(
      '<a href="/x" data-track="Cancellation Policy">Refund Policy</a><button aria-label="Close">×</button><button><span>Pay now</span></button><p>plain</p>',
    );
    const [link, close, pay, plain] = [...root.children];
    expect(actionForClick([link!])).toEqual({ event: 'Click', objectName: 'Cancellation Policy' });
    expect(actionForClick([close!])).toEqual({ event: 'Click', objectName: 'Close' });
    expect(actionForClick([pay!.firstChild!, pay!])).toEqual({
      event: 'Click',
      objectName: 'Pay now',
    });
    expect(actionForClick([plain!])).toBeNull();
    // Marked content (a third-party chat panel) is never captured.
    const panel = document.createElement('div');
    panel.className = 'mp-no-track';
    expect(actionForClick([pay!, panel])).toBeNull();
  });

  it('a changed field gives its label and, when the rules allow, its value', () => {
    const root = render(
      '<label for="r">Relationship</label><input id="r" value="Neighbor"><label for="c">Relationship</label><input id="c" value="4111 1111 1111 1111"><input type="password" id="p" value="secret"><input name="cardNumber" id="n" value="1"><input type="checkbox" id="k" aria-label="Paperless" checked>',
    );
    const byId = (id: string) => root.querySelector(`#${id}`)!;
    expect(actionForChange(byId('r'))).toEqual({
      event: 'Field Change',
      objectName: 'Relationship',
      value: 'Neighbor',
    });
    expect(actionForChange(byId('c'))).toEqual({
      event: 'Field Change',
      objectName: 'Relationship',
    });
    expect(actionForChange(byId('p'))).toBeNull();
    expect(actionForChange(byId('n'))).toBeNull();
    expect(actionForChange(byId('k'))).toEqual({
      event: 'Field Change',
      objectName: 'Paperless',
      value: 'true',
    });
    // A click on a password field is no action either.
    expect(actionForClick([byId('p')])).toBeNull();
  });

  it('reads a click at once and names it when asked: the text the customer clicked, made safe', () => {
    const root = render('<button>Show 4111 1111 1111 1111</button><button>Open menu</button>');
    const [sensitive, toggle] = [...root.children] as HTMLButtonElement[];
    const named: (() => unknown)[] = [];
    const stop = captureActions((name) => named.push(name));
    try {
      toggle!.click();
      // The click handler relabels the button before the action is named (after the paint).
      toggle!.textContent = 'Close menu';
      sensitive!.click();
    } finally {
      stop();
    }
    expect(named.map((name) => name())).toEqual([
      { event: 'Click', objectName: 'Open menu' },
      { event: 'Click', objectName: 'button' },
    ]);
  });
});
