// A form's failure that is not about one field (the server said no): shown through the change
// message, focused and announced when it appears, gone when the form tries again.
import { useEffect } from 'react';
import { useChangeFeedback, type ChangeFeedback } from './use-change-feedback';

/** Feedback that follows `message`: a new message is said as an error, null clears it. */
export function useFailureMessage(message: string | null): ChangeFeedback {
  const feedback = useChangeFeedback();
  const { say, clear } = feedback;
  useEffect(() => {
    if (message) say(message, { tone: 'error' });
    else clear();
  }, [message, say, clear]);
  return feedback;
}
