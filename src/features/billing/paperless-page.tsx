// /billing/paperless-billing: the invoice preference (spec 3 "Invoice preferences": optIn). The
// switch PATCHes optIn and shows where statements go: the account email.
import { useState } from 'react';
import { Panel } from '../../components/page-layout/panel';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Switch } from '../../components/switch/switch';
import { describeFailure } from '../../lib/http/failure';
import type { InvoicePreferences } from './api';
import { loadedBillingPage } from './billing-frame';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useInvoicePreferences, useSavePaperless } from './queries';

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

  const change = async (optIn: boolean) => {
    setSaving(true);
    setFailure(null);
    setNotice(null);
    try {
      const saved = await savePaperless.mutateAsync(optIn);
      setNotice(
        saved.optIn
          ? `Paperless billing is on. Statements go to ${saved.email}.`
          : 'Paperless billing is off. Statements come by mail to your billing address.',
      );
    } catch (error) {
      setFailure(describeFailure('We could not change paperless billing.', error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title="Statements by email">
      <Switch
        label="Paperless billing"
        checked={prefs.optIn}
        disabled={saving}
        onCheckedChange={(checked) => void change(checked)}
      />
      <p className="shs-lead">
        {prefs.optIn
          ? `Your statements go to ${prefs.email}. No paper statements are mailed.`
          : `Turn it on to get your statements at ${prefs.email} instead of by mail.`}
      </p>
      <div aria-live="polite">
        {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      </div>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
    </Panel>
  );
}

export const PaperlessBillingPage = loadedBillingPage({
  title: BILLING_TITLES.paperless,
  useData: useInvoicePreferences,
  loadingLabel: 'Loading paperless billing',
  errorMessage: LOAD_ERRORS.preferences,
  render: (prefs, serviceName) => <PaperlessSwitch serviceName={serviceName} prefs={prefs} />,
});
