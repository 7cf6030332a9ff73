// Upload: a file picker and a drop zone, the same checks as the server before sending, a
// progress bar while the file goes up, and a message naming the rule when a file is refused.
import { useId, useRef, useState, type DragEvent } from 'react';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { useToastStore } from '../../components/toast/toast-store';
import { describeFailure } from '../../lib/http/failure';
import { useText } from '../../lib/shared/i18n/use-text';
import { ACCEPT, checkFile } from './file-checks';
import { useUploadDocument } from './queries';
import { documentsText } from './text';

/** Props of {@link UploadPanel}. */
export interface UploadPanelProps {
  serviceName: string;
}

export function UploadPanel({ serviceName }: UploadPanelProps) {
  const inputId = useId();
  const rulesId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [current, setCurrent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadDocument(serviceName, setProgress);
  const showToast = useToastStore((state) => state.show);
  const t = useText(documentsText);

  const send = async (files: FileList | File[] | null) => {
    const list = files ? [...files] : [];
    if (list.length === 0) return;
    if (list.length > 1) {
      setRefusal(t('rule.oneFile'));
      return;
    }
    const [file] = list as [File];
    setRefusal(null);
    const broken = await checkFile(file, t);
    if (broken) {
      setRefusal(broken);
      return;
    }
    setProgress(0);
    setCurrent(file.name);
    try {
      const stored = await upload.mutateAsync(file);
      showToast({ message: t('uploaded', { name: stored.name }), variant: 'success' });
    } catch (error) {
      setRefusal(describeFailure(t('uploadFailed'), error));
    } finally {
      setCurrent(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!current) void send(event.dataTransfer.files);
  };

  return (
    <div
      className={dragging ? 'documents-drop documents-drop--active' : 'documents-drop'}
      data-testid="documents-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="documents-drop__text">{t('dropHere')}</p>
      <input
        ref={inputRef}
        id={inputId}
        className="documents-drop__input"
        type="file"
        accept={ACCEPT}
        aria-describedby={rulesId}
        disabled={current !== null}
        onChange={(event) => void send(event.target.files)}
      />
      {/* After the input, so the input's keyboard focus can be drawn on this visible label. */}
      <label htmlFor={inputId} className="shs-button shs-button--primary documents-drop__pick">
        {t('chooseFile')}
      </label>
      <p id={rulesId} className="documents-drop__rules">
        {t('uploadRules')}
      </p>
      {current ? (
        <div className="documents-progress">
          <label htmlFor={`${inputId}-progress`}>{t('uploading', { name: current })}</label>
          <progress id={`${inputId}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}
      {refusal ? <InlineMessage variant="error">{refusal}</InlineMessage> : null}
    </div>
  );
}
