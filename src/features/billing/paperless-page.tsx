// /billing/paperless-billing: the invoice preference (spec 3 "Invoice preferences": optIn). The
// switch PATCHes optIn and shows where statements go: the account email.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Switch } from '../../components/switch/switch';
import { describeFailure } from '../../lib/http/failure';
import { useText } from '../../lib/shared/i18n/use-text';
import type { InvoicePreferences } from './api';
import { loadedBillingPage } from './billing-frame';
import { useInvoicePreferences, useSavePaperless } from './queries';
import { billingText } from './text';

function PaperlessSwitch({
  serviceName,
  prefs,
}: {
  serviceName: string;
  prefs: InvoicePreferences;
}) {
  const savePaperless = useSavePaperless(serviceName);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useText(billingText);

  const change = async (optIn: boolean) => {
    setSaving(true);
    setFailure(null);
    setNotice(null);
    try {
      const saved = await savePaperless.mutateAsync(optIn);
      setNotice(saved.optIn ? t('paperless.nowOn', { email: saved.email }) : t('paperless.nowOff'));
    } catch (error) {
      setFailure(describeFailure(t('paperless.failed'), error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('paperless.title')}>
      <Switch
        label={t('paperless.switch')}
        checked={prefs.optIn}
        disabled={saving}
        onCheckedChange={(checked) => void change(checked)}
      />
      <p className="shs-lead">
        {t(prefs.optIn ? 'paperless.on' : 'paperless.off', { email: prefs.email })}
      </p>
      <div aria-live="polite">
        {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      </div>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
    </Panel>
  );
}

export const PaperlessBillingPage = loadedBillingPage({
  page: 'billing.paperless',
  useData: useInvoicePreferences,
  loading: 'loading.paperless',
  loadError: 'load.preferences',
  render: (prefs, serviceName) => <PaperlessSwitch serviceName={serviceName} prefs={prefs} />,
});
