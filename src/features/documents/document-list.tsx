// The service's documents: name, category, date and size, each with View and Download.
import { useState } from 'react';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { describeFailure } from '../../lib/http/failure';
import { getDocumentContent, type DocumentEntry } from './api';
import { formatSize } from './file-checks';
import { DOCUMENTS_TEXT } from './messages';
import { downloadName, saveBlob, viewBlob } from './save-blob';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/Denver' });

/** Props of {@link DocumentList}. */
export interface DocumentListProps {
  serviceName: string;
  documents: DocumentEntry[];
}

export function DocumentList({ serviceName, documents }: DocumentListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (doc: DocumentEntry, how: 'view' | 'download') => {
    setBusy(`${how}:${doc.id}`);
    setFailure(null);
    try {
      const blob = await getDocumentContent(serviceName, doc.id);
      if (how === 'view') viewBlob(blob, doc.contentType);
      else saveBlob(blob, downloadName(doc.name, doc.contentType));
    } catch (error) {
      setFailure(describeFailure(DOCUMENTS_TEXT.downloadFailed, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <table className="shs-data-table documents-table">
        <caption className="shs-visually-hidden">{DOCUMENTS_TEXT.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Date</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="shs-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">{doc.name}</th>
              <td data-label="Category">{doc.category}</td>
              <td data-label="Date">
                <time dateTime={doc.date}>{DATE.format(new Date(doc.date))}</time>
              </td>
              <td data-label="Size">{formatSize(doc.sizeBytes)}</td>
              <td className="documents-table__actions">
                <Button
                  variant="secondary"
                  aria-label={`View ${doc.name}`}
                  state={busy === `view:${doc.id}` ? 'pending' : 'empty'}
                  onClick={() => void open(doc, 'view')}
                >
                  View
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Download ${doc.name}`}
                  state={busy === `download:${doc.id}` ? 'pending' : 'empty'}
                  onClick={() => void open(doc, 'download')}
                >
                  Download
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
