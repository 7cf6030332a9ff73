// Newer / Older paging of a list that is newest first (statements, sign-ins). The page count is
// announced politely, so moving pages is heard without moving focus.
import { Button } from '../button/button';
import './pager.css';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Names the navigation landmark ("Statement pages"). */
  label: string;
  page: number;
  pages: number;
  /** What the list holds, counted: "12 statements". */
  summary: string;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pages, summary, onPage }: PagerProps) {
  const t = useText(componentsText);
  return (
    <nav className="shs-pager" aria-label={label}>
      <p aria-live="polite">{t('pager.status', { page, pages, summary })}</p>
      <div className="shs-pager__buttons">
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => onPage(Math.max(1, page - 1))}
        >
          {t('pager.newer')}
        </Button>
        <Button
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPage(Math.min(pages, page + 1))}
        >
          {t('pager.older')}
        </Button>
      </div>
    </nav>
  );
}
