// The visible confirmation or error of a change, inside live regions that are rendered all the
// time (empty when there is nothing to say): a screen reader announces content added to a live
// region that already exists, not always a region that is itself new. Each report is a new
// element (keyed by its number), so the same words said twice are announced twice.
import { InlineMessage } from '../inline-message/inline-message';
import type { ChangeFeedback } from './use-change-feedback';
import '../tokens.css';
import './change-message.css';

/** Props of {@link ChangeMessage}. */
export interface ChangeMessageProps {
  feedback: ChangeFeedback;
}

export function ChangeMessage({ feedback }: ChangeMessageProps) {
  const { report, messageRef } = feedback;
  const message = (tone: 'success' | 'error') =>
    report?.tone === tone ? (
      <div key={report.seq} ref={messageRef} tabIndex={-1} className="shs-change-message">
        <InlineMessage variant={tone} live={false}>
          {report.message}
        </InlineMessage>
      </div>
    ) : null;
  const success = message('success');
  const error = message('error');
  return (
    <div className="shs-change-regions" data-change-announcer="">
      <div role="status" aria-live="polite" aria-atomic="true">
        {success}
      </div>
      <div role="alert" aria-atomic="true">
        {error}
      </div>
    </div>
  );
}
