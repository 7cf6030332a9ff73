// /documents (spec 2.1): the selected service's documents (contract, alarm-monitoring
// certificate, statements, the customer's uploads) with view and download, and an upload.
import { Panel } from '../../components/page-layout/panel';
import { QueryState } from '../../components/query-state/query-state';
import { serviceDisplayName } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { DocumentList } from './document-list';
import { DOCUMENTS_TEXT, DOCUMENTS_TITLE } from './messages';
import { useDocuments } from './queries';
import { UploadPanel } from './upload-panel';
import '../../components/page-layout/page-layout';
import './documents.css';

export function DocumentsPage() {
  const service = useSelectedService();
  return (
    <>
      <h1 className="page-title">{DOCUMENTS_TITLE}</h1>
      {service ? (
        // Keyed by service: switching services starts from a clean upload panel.
        <ServiceDocuments
          key={service.serviceName}
          serviceName={service.serviceName}
          title={serviceDisplayName(service)}
        />
      ) : (
        <p>{DOCUMENTS_TEXT.noService}</p>
      )}
    </>
  );
}

function ServiceDocuments({ serviceName, title }: { serviceName: string; title: string }) {
  const documents = useDocuments(serviceName);
  return (
    <>
      <p className="shs-lead">{DOCUMENTS_TEXT.forService(title, serviceName)}</p>
      <Panel title={DOCUMENTS_TEXT.listTitle}>
        <QueryState
          query={documents}
          loadingLabel={DOCUMENTS_TEXT.loading}
          errorMessage={DOCUMENTS_TEXT.loadError}
          isEmpty={(list) => list.length === 0}
          empty={<p>{DOCUMENTS_TEXT.empty}</p>}
        >
          {(list) => <DocumentList serviceName={serviceName} documents={list} />}
        </QueryState>
      </Panel>
      <Panel title={DOCUMENTS_TEXT.uploadTitle}>
        <UploadPanel serviceName={serviceName} />
      </Panel>
    </>
  );
}
