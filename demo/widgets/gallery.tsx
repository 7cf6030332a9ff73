// Entry of the widget gallery page (/demo/widgets/): every shared widget in every state, for
// people to look at and for the browser tests (tests/e2e/widgets.e2e.ts) to drive.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/components/tokens.css';
import './gallery.css';
import { ToastViewport } from '../../src/components/toast/toast-viewport';
import { ButtonDemos, ModalDemos, ToastDemos } from './action-demos';
import { BadgeDemos, CardDemos, FormatDemos, LinkDemos, LoaderIconDemos } from './display-demos';
import { CurrencyDemos, NumberDemos, SelectDemos, TextDemos } from './input-demos';

function Gallery() {
  return (
    <>
      <header className="gallery-header">
        <h1>Widget gallery</h1>
        <p>Shared widgets of the account centre and the storefront header, in every state.</p>
      </header>
      <main className="gallery-main">
        <ButtonDemos />
        <ToastDemos />
        <ModalDemos />
        <NumberDemos />
        <TextDemos />
        <CurrencyDemos />
        <SelectDemos />
        <CardDemos />
        <LinkDemos />
        <BadgeDemos />
        <LoaderIconDemos />
        <FormatDemos />
      </main>
      <ToastViewport />
    </>
  );
}

const root = document.getElementById('gallery-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}
