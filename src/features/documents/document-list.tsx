// The service's documents: name, category, date and size, each with View and Download.
import { useMemo, useState } from 'react';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { describeFailure } from '../../lib/http/failure';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import { getDocumentContent, type DocumentEntry } from './api';
import { formatSize } from './file-checks';
import { downloadName, saveBlob, viewBlob } from './save-blob';
import { documentsText } from './text';

/** Props of {@link DocumentList}. */
export interface DocumentListProps {
  serviceName: string;
  documents: DocumentEntry[];
}

export function DocumentList({ serviceName, documents }: DocumentListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useText(documentsText);
  const locale = useLocale();
  // The date in the reader's language, on Denver's calendar (spec 9.1).
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeZone: 'America/Denver',
      }),
    [locale],
  );

  const open = async (doc: DocumentEntry, how: 'view' | 'download') => {
    setBusy(`${how}:${doc.id}`);
    setFailure(null);
    try {
      const blob = await getDocumentContent(serviceName, doc.id);
      if (how === 'view') viewBlob(blob, doc.contentType);
      else saveBlob(blob, downloadName(doc.name, doc.contentType));
    } catch (error) {
      setFailure(describeFailure(t('downloadFailed'), error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <table className="shs-data-table documents-table">
        <caption className="shs-visually-hidden">{t('listTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.name')}</th>
            <th scope="col">{t('column.category')}</th>
            <th scope="col">{t('column.date')}</th>
            <th scope="col">{t('column.size')}</th>
            <th scope="col">
              <span className="shs-visually-hidden">{t('column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">{doc.name}</th>
              <td data-label={t('column.category')}>{t('category', { category: doc.category })}</td>
              <td data-label={t('column.date')}>
                <time dateTime={doc.date}>{date.format(new Date(doc.date))}</time>
              </td>
              <td data-label={t('column.size')}>{formatSize(doc.sizeBytes)}</td>
              <td className="documents-table__actions">
                <Button
                  variant="secondary"
                  aria-label={t('view.label', { name: doc.name })}
                  state={busy === `view:${doc.id}` ? 'pending' : 'empty'}
                  onClick={() => void open(doc, 'view')}
                >
                  {t('view')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('download.label', { name: doc.name })}
                  state={busy === `download:${doc.id}` ? 'pending' : 'empty'}
                  onClick={() => void open(doc, 'download')}
                >
                  {t('download')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
