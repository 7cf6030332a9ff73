// /documents (spec 2.1): the selected service's documents (contract, alarm-monitoring
// certificate, statements, the customer's uploads) with view and download, and an upload.
import { Panel } from '../../components/page-layout/panel';
import { QueryState } from '../../components/query-state/query-state';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { serviceDisplayName } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { DocumentList } from './document-list';
import { useDocuments } from './queries';
import { documentsText } from './text';
import { UploadPanel } from './upload-panel';
import '../../components/page-layout/page-layout';
import './documents.css';

export function DocumentsPage() {
  const service = useSelectedService();
  const t = useText(documentsText);
  const title = useText(pageTitles);
  return (
    <>
      <h1 className="page-title">{title('documents')}</h1>
      {service ? (
        // Keyed by service: switching services starts from a clean upload panel.
        <ServiceDocuments
          key={service.serviceName}
          serviceName={service.serviceName}
          title={serviceDisplayName(service)}
        />
      ) : (
        <p>{t('noService')}</p>
      )}
    </>
  );
}

function ServiceDocuments({ serviceName, title }: { serviceName: string; title: string }) {
  const documents = useDocuments(serviceName);
  const t = useText(documentsText);
  return (
    <>
      <p className="shs-lead">
        {title === serviceName
          ? t('forService', { title })
          : t('forServiceNamed', { title, serviceName })}
      </p>
      <Panel title={t('listTitle')}>
        <QueryState
          query={documents}
          loadingLabel={t('loading')}
          errorMessage={t('loadError')}
          isEmpty={(list) => list.length === 0}
          empty={<p>{t('empty')}</p>}
        >
          {(list) => <DocumentList serviceName={serviceName} documents={list} />}
        </QueryState>
      </Panel>
      <Panel title={t('uploadTitle')}>
        <UploadPanel serviceName={serviceName} />
      </Panel>
    </>
  );
}
