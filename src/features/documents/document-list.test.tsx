import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import type { DocumentEntry } from './api';
import { DocumentList } from './document-list';
import { documentsText } from './text';

const DOCUMENTS: DocumentEntry[] = [
  {
    id: 'd-1',
    name: 'Monitoring certificate',
    category: 'Certificate',
    date: '2026-03-10T18:00:00Z',
    sizeBytes: 2048,
    contentType: 'application/pdf',
    uploaded: false,
  },
];

describe('DocumentList', () => {
  it('lists name, date in Denver and size, with View and Download named by the document', () => {
    render(<DocumentList serviceName="S-1" documents={DOCUMENTS} />);
    expect(screen.getByRole('columnheader', { name: 'Category' })).toBeTruthy();
    expect(screen.getByText('Certificate')).toBeTruthy();
    expect(screen.getByText('Mar 10, 2026')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Monitoring certificate' }).textContent).toBe(
      'View',
    );
    expect(screen.getByRole('button', { name: 'Download Monitoring certificate' })).toBeTruthy();
  });

  it('in Spanish: its headings, buttons and a Spanish date', async () => {
    await documentsText.load('es');
    render(
      <LocaleContext.Provider value="es">
        <DocumentList serviceName="S-1" documents={DOCUMENTS} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('table', { name: 'Sus documentos' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Categoría' })).toBeTruthy();
    expect(screen.getByText('Certificado')).toBeTruthy();
    expect(screen.getByText('10 mar 2026')).toBeTruthy();
    expect(screen.getByText('10 mar 2026').closest('td')?.getAttribute('data-label')).toBe('Fecha');
    expect(screen.getByRole('button', { name: 'Ver Monitoring certificate' }).textContent).toBe(
      'Ver',
    );
    expect(screen.getByRole('button', { name: 'Descargar Monitoring certificate' })).toBeTruthy();
  });
});
